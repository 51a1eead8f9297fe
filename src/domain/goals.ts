import { GOAL_TIMEFRAME_MONTHS } from '@halfwise/core/goal-contract.ts';
import { formatDollars } from './money.ts';
import { monthKeyOf, monthYear, shortMonthName } from './month.ts';

/**
 * Pure rules of the Future Goals screen (core §2, §4, §5, §9). Amounts are integer cents; whole dollars
 * appear only in what the user types and in the monthly hint.
 */

/** Core §9: how long 'Balance updated successfully!' shows before the dialog closes. */
export const BALANCE_SUCCESS_MS = 2000;

const CENTS_PER_DOLLAR = 100;

export interface GoalAmount {
  targetAmount: number;
}

/** Sum of all goals' target amounts, in cents. */
export function totalGoalsCents(goals: readonly GoalAmount[]): number {
  return goals.reduce((sum, goal) => sum + goal.targetAmount, 0);
}

/** Bank balance as a share of total goals, 0–100 (capped at 100); 0 when there is nothing to reach. */
export function goalProgressPercent(balanceCents: number, totalCents: number): number {
  if (totalCents <= 0 || balanceCents <= 0) return 0;
  return Math.min(100, (balanceCents / totalCents) * 100);
}

/** Core §9: whole dollars to save each month — total goals / 12, rounded up. */
export function monthlySavingDollars(totalCents: number): number {
  if (totalCents <= 0) return 0;
  return Math.ceil(totalCents / (CENTS_PER_DOLLAR * GOAL_TIMEFRAME_MONTHS));
}

/** The hint under the progress bar, with `formatted` the monthly amount as shown (e.g. '$84'). */
export function monthlySavingHint(formatted: string): string {
  return `If you save ${formatted} per month, you'll reach your goals in ${GOAL_TIMEFRAME_MONTHS} months.`;
}

/** What the hint under the progress bar says once the bank balance reaches total goals (progress 100%). */
export const GOALS_COVERED_HINT = 'Your bank balance already covers your goals.';

/** The hint under the progress bar: the spec's monthly saving hint until the balance covers every goal. */
export function goalsPaceHint(balanceCents: number, totalCents: number): string {
  if (goalProgressPercent(balanceCents, totalCents) >= 100) return GOALS_COVERED_HINT;
  return monthlySavingHint(formatDollars(monthlySavingDollars(totalCents) * CENTS_PER_DOLLAR));
}

/** A goal name as typed: trimmed, or null when blank (blank cancels the edit or the add). */
export function parseGoalName(input: string): string | null {
  const trimmed = input.trim();
  return trimmed === '' ? null : trimmed;
}

export interface BalanceMonth {
  /** Short month name, as the Goals screen sends it to GET /api/budget (core §7), e.g. 'Nov'. */
  monthName: string;
  year: number;
}

/** The month whose budget holds the balance: the current UTC month, as POST /api/future-goals/balance uses. */
export function balanceMonth(now: Date): BalanceMonth {
  const key = monthKeyOf(now.getUTCFullYear(), now.getUTCMonth() + 1);
  return { monthName: shortMonthName(key), year: monthYear(key) };
}

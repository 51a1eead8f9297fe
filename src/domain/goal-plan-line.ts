import type { Goal } from '@halfwise/core/contract/goals.ts';
import { balanceShares, dueDateOf, paydaysBetween } from '@halfwise/core/goal-plan.ts';
import type { IsoDate } from '@halfwise/core/iso-date.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { formatDollars } from './money.ts';
import { shortMonthName } from './month.ts';

/**
 * What a goal's row says of its plan (docs/goals-screen.md "Goals funded by paycheck"), from the plan the API
 * answered (core goal-plan.ts) and the dates the schedule gives it.
 */

export const GOAL_REACHED = 'Reached';
/** Under the goals when any has a date: how the balance is shared out (core balanceShares). */
export const GOALS_FILL_IN_ORDER = 'Your Future Goals balance counts toward your goals in order, top first.';

type PlannedGoal = Pick<
  Goal,
  'id' | 'targetAmount' | 'targetMonth' | 'repeatMonths' | 'nextDue' | 'perPaycheck' | 'status' | 'earliest'
>;

export interface PlanContext {
  schedule: PaySchedule;
  /** The date the API planned from: the UTC date. */
  today: IsoDate;
  /** The Future Goals balance, shared out over the goals in their order. */
  balanceCents: number;
}

/** 'Jun 25' of a date 'YYYY-MM-DD'. */
export function shortDate(date: IsoDate): string {
  return `${shortMonthName(date.slice(0, 7))} ${Number(date.slice(8))}`;
}

/** Each goal's line by id; an undated goal that is not reached has none (the spec's hint speaks for it). */
export function goalPlanLines(goals: readonly PlannedGoal[], context: PlanContext): Map<number, string> {
  const shares = balanceShares(
    context.balanceCents,
    goals.map((goal) => goal.targetAmount),
  );
  const lines = new Map<number, string>();
  goals.forEach((goal, index) => {
    const line = goalPlanLine(goal, goal.targetAmount - (shares[index] ?? 0), context);
    if (line !== null) lines.set(goal.id, line);
  });
  return lines;
}

function goalPlanLine(goal: PlannedGoal, missing: number, { schedule, today }: PlanContext): string | null {
  if (goal.status === 'reached') return GOAL_REACHED;
  const due = dueDateOf(goal, today);
  if (due === null) return null;
  if (goal.status === 'too-late') {
    if (goal.earliest === null) return 'Too late for this date';
    const count = paydaysBetween(schedule, today, goal.earliest).length;
    const each = formatDollars(Math.ceil(missing / Math.max(count, 1)));
    return `Too late for this date: earliest ${shortDate(goal.earliest)} at ${each} a paycheck`;
  }
  const last = paydaysBetween(schedule, today, due).at(-1);
  if (last === undefined) return null;
  return `Set aside ${formatDollars(goal.perPaycheck)} from each paycheck until ${shortDate(last)}`;
}

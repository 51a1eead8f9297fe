import { stripEmoji } from '@halfwise/core/display-name.ts';
import { addMonths, type MonthKey } from './month.ts';

/**
 * The Goals screen's switch that puts the goals' set-asides into the budget (docs/goals-screen.md "Into the
 * budget"): which of the person's own expenses the budget's derived 'Future Goals' lines would stand beside.
 */

export const INTO_BUDGET_LABEL = 'Put the set-asides into the budget';
export const INTO_BUDGET_HINT =
  'Each paycheck in your budget gets a Future Goals line with what to set aside from it.';

/** The current month and the 12 after it: every month a runway of 12 paychecks can reach. */
export const INTO_BUDGET_MONTHS_AHEAD = 12;

export function monthsFrom(current: MonthKey): MonthKey[] {
  return Array.from({ length: INTO_BUDGET_MONTHS_AHEAD + 1 }, (_, offset) => addMonths(current, offset));
}

/** An expense the person named 'Future Goals' themselves (any case, with or without its 🚀). */
export function isOwnFutureGoalsExpense(name: string): boolean {
  return stripEmoji(name).toLowerCase() === 'future goals';
}

/** The replace question's words, for `count` such expenses over `months` months. */
export function replaceQuestion(count: number, months: number): string {
  const expenses = count === 1 ? 'an expense' : `${count} expenses`;
  const where = months === 1 ? 'a month' : `${months} months`;
  return `You have ${expenses} named Future Goals in ${where} from now on. Should the set-aside lines replace ${count === 1 ? 'it' : 'them'}?`;
}

export const REPLACE_ANSWER = 'Replace';
export const KEEP_BOTH_ANSWER = 'Keep both';

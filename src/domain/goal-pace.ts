import type { Goal } from '@halfwise/core/contract/goals.ts';
import { addMonths, daysInMonth } from '@halfwise/core/calendar.ts';
import { dueDateOf } from '@halfwise/core/goal-plan.ts';
import {
  dayNumberOf,
  isoDateInMonth,
  monthKeyOfIsoDate,
  parseIsoDate,
  type IsoDate,
} from '@halfwise/core/iso-date.ts';
import { formatDollars } from './money.ts';

/**
 * A dated or repeating goal's pace on the Goals screen (docs/goals-screen.md "The pace bar"): what is saved (its
 * share of the Future Goals balance) against where it should be by today, the target spread evenly over the days
 * from the goal's start to its due day. The start is the day it was made; for a repeating goal, its last due day
 * when that is later (each cycle starts again from nothing).
 */

type PacedGoal = Pick<Goal, 'targetAmount' | 'targetMonth' | 'repeatMonths' | 'nextDue' | 'createdOn'>;

export interface GoalPace {
  /** Cents saved: its share of the balance, at most the target. */
  saved: number;
  /** Cents it should have by today. */
  expected: number;
  target: number;
}

/** The same day `months` months earlier, or the month's last day when it has no such day. */
function monthsBefore(date: IsoDate, months: number): IsoDate {
  const month = addMonths(monthKeyOfIsoDate(date), -months);
  return isoDateInMonth(month, Math.min(parseIsoDate(date)?.day ?? 1, daysInMonth(month)));
}

/** Null for an undated goal, or one not yet saved by the server (its start is unknown). */
export function goalPace(goal: PacedGoal, share: number, today: IsoDate): GoalPace | null {
  const due = dueDateOf(goal, today);
  if (due === null || goal.createdOn === undefined) return null;
  const lastDue = goal.repeatMonths === null ? null : monthsBefore(due, goal.repeatMonths);
  const start = lastDue !== null && lastDue > goal.createdOn ? lastDue : goal.createdOn;
  const span = dayNumberOf(due) - dayNumberOf(start);
  const elapsed = Math.min(Math.max(dayNumberOf(today) - dayNumberOf(start), 0), Math.max(span, 0));
  const expected = span <= 0 ? goal.targetAmount : Math.round((goal.targetAmount * elapsed) / span);
  return { saved: Math.min(share, goal.targetAmount), expected, target: goal.targetAmount };
}

/** What a screen reader hears of the bar, and its tooltip: '$300 saved of $1,200; $450 by today'. */
export function paceText({ saved, expected, target }: GoalPace): string {
  return `${formatDollars(saved)} saved of ${formatDollars(target)}; ${formatDollars(expected)} by today`;
}

/** A share of the target as a whole percent for the bar (0 to 100). */
export const pacePercent = (cents: number, target: number) =>
  target <= 0 ? 100 : Math.min(100, Math.max(0, Math.round((cents / target) * 100)));

// What the runway's routes share: the person's date, the read of the runway's data as the caller, and a change the
// budgets cannot take answered as the API answers a bad request.
import { RUNWAY_TODAY_MESSAGE } from '@halfwise/core/contract/runway.ts';
import { dayNumberOf, type IsoDate } from '@halfwise/core/iso-date.ts';
import { WhatIfProblem, type RunwayChange } from '@halfwise/core/runway-what-if.ts';
import { HttpError } from '../../_shared/errors.ts';
import { utcToday } from '../../_shared/goal-plan-read.ts';

/**
 * The person's date: the app's `today` (its own calendar) when it is within a day of the server's UTC date, as
 * every time zone's date is; the server's UTC date without one.
 */
function todayOf(sent: IsoDate | undefined, now: Date): IsoDate {
  const utc = now.toISOString().slice(0, 10);
  if (sent === undefined) return utc;
  if (Math.abs(dayNumberOf(sent) - dayNumberOf(utc)) > 1)
    throw new HttpError(400, `today: ${RUNWAY_TODAY_MESSAGE}`);
  return sent;
}

/**
 * The runway's first day (the person's date) and the goals' plan's date: the set-asides are planned on the
 * server's date, as the budget's lines are, and the Future Goals balance is that month's.
 */
export function runwayDays(sent: IsoDate | undefined, now = new Date()): { from: IsoDate; planDay: IsoDate } {
  return { from: todayOf(sent, now), planDay: utcToday(now) };
}

/** Runs a what-if step, answering a change the budgets cannot take as its status and message. */
export function refusingProblems<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof WhatIfProblem) throw new HttpError(error.status, error.message);
    throw error;
  }
}

/**
 * The changes of a checked body: the contract's runwayChange lets through only the three kinds of RunwayChange,
 * which its flat schema cannot say as a type.
 */
export function runwayChangesOf(changes: readonly object[]): RunwayChange[] {
  return changes as RunwayChange[];
}

// When a goal is due, as the Future Goals requests send it (docs/api.md "Future Goals"): the fields, their
// messages, and the rules that need the goal as a whole or today's month. The plan itself: goal-plan.ts.
import { z } from 'zod/mini';
import { isMonthKey, type MonthKey } from './calendar.ts';
import type { GoalTiming } from './goal-plan.ts';
import { isIsoDate } from './iso-date.ts';

export const MIN_REPEAT_MONTHS = 1;
export const MAX_REPEAT_MONTHS = 24;

export const GOAL_TIMING_MESSAGES = {
  targetMonth: 'Target month must be a month as yyyy-MM, or null',
  pastTargetMonth: 'Target month must be this month or later',
  repeatMonths: `Repeat months must be a whole number from ${MIN_REPEAT_MONTHS} to ${MAX_REPEAT_MONTHS}, or null`,
  nextDue: 'Next due must be a date as YYYY-MM-DD, or null',
  bothTimings: 'A goal is due by a month or repeats, not both: send targetMonth or repeatMonths, not both',
  repeatNeedsDue: 'A repeating goal needs nextDue, the day its bill is due next',
  dueNeedsRepeat: 'nextDue needs repeatMonths, how often the goal repeats',
} as const;

export const targetMonthField = z.nullable(
  z
    .string({ error: GOAL_TIMING_MESSAGES.targetMonth })
    .check(z.refine(isMonthKey, GOAL_TIMING_MESSAGES.targetMonth)),
);

export const repeatMonthsField = z.nullable(
  z
    .number({ error: GOAL_TIMING_MESSAGES.repeatMonths })
    .check(
      z.int(GOAL_TIMING_MESSAGES.repeatMonths),
      z.gte(MIN_REPEAT_MONTHS, GOAL_TIMING_MESSAGES.repeatMonths),
      z.lte(MAX_REPEAT_MONTHS, GOAL_TIMING_MESSAGES.repeatMonths),
    ),
);

export const nextDueField = z.nullable(
  z.string({ error: GOAL_TIMING_MESSAGES.nextDue }).check(z.refine(isIsoDate, GOAL_TIMING_MESSAGES.nextDue)),
);

/** The request fields, each optional (absent: unchanged on PATCH, null on POST) and null to clear. */
export const goalTimingFields = {
  targetMonth: z.optional(targetMonthField),
  repeatMonths: z.optional(repeatMonthsField),
  nextDue: z.optional(nextDueField),
};

/** What a request sent of the timing fields. */
export type GoalTimingChanges = Partial<GoalTiming>;

export const UNDATED: GoalTiming = Object.freeze({ targetMonth: null, repeatMonths: null, nextDue: null });

/**
 * The first problem with a goal's timing once `changes` apply to what it had, as `field: message`, or null. A
 * target month sent must not be before `thisMonth`; one stored earlier may stay (the goal is then too late).
 */
export function goalTimingProblem(
  stored: GoalTiming,
  changes: GoalTimingChanges,
  thisMonth: MonthKey,
): string | null {
  const goal = { ...stored, ...definedOnly(changes) };
  if (changes.targetMonth != null && changes.targetMonth < thisMonth)
    return `targetMonth: ${GOAL_TIMING_MESSAGES.pastTargetMonth}`;
  if (goal.targetMonth !== null && goal.repeatMonths !== null)
    return `${changes.targetMonth != null ? 'targetMonth' : 'repeatMonths'}: ${GOAL_TIMING_MESSAGES.bothTimings}`;
  if (goal.repeatMonths !== null && goal.nextDue === null)
    return `nextDue: ${GOAL_TIMING_MESSAGES.repeatNeedsDue}`;
  if (goal.nextDue !== null && goal.repeatMonths === null)
    return `repeatMonths: ${GOAL_TIMING_MESSAGES.dueNeedsRepeat}`;
  return null;
}

function definedOnly(changes: GoalTimingChanges): GoalTimingChanges {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

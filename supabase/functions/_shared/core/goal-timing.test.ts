import { describe, expect, it } from 'vitest';
import { createGoalBody, updateGoalBody } from './goal-schemas.ts';
import { GOAL_TIMING_MESSAGES, goalTimingProblem, UNDATED } from './goal-timing.ts';

const REPEATING = { targetMonth: null, repeatMonths: 6, nextDue: '2027-03-15' };
const DATED = { targetMonth: '2027-06', repeatMonths: null, nextDue: null };

describe('goalTimingProblem', () => {
  it('refuses a month sent before this one, but keeps a stored one that has passed', () => {
    expect(goalTimingProblem(UNDATED, { targetMonth: '2026-11' }, '2026-12')).toBe(
      `targetMonth: ${GOAL_TIMING_MESSAGES.pastTargetMonth}`,
    );
    expect(goalTimingProblem(UNDATED, { targetMonth: '2026-12' }, '2026-12')).toBeNull();
    expect(goalTimingProblem({ ...DATED, targetMonth: '2026-01' }, {}, '2026-12')).toBeNull();
  });

  it('judges the goal as the changes leave it, naming the field the request sent', () => {
    expect(goalTimingProblem(DATED, { repeatMonths: 6, nextDue: '2027-01-01' }, '2026-12')).toBe(
      `repeatMonths: ${GOAL_TIMING_MESSAGES.bothTimings}`,
    );
    expect(goalTimingProblem(REPEATING, { targetMonth: '2027-06' }, '2026-12')).toBe(
      `targetMonth: ${GOAL_TIMING_MESSAGES.bothTimings}`,
    );
    expect(goalTimingProblem(REPEATING, { nextDue: null }, '2026-12')).toBe(
      `nextDue: ${GOAL_TIMING_MESSAGES.repeatNeedsDue}`,
    );
    expect(goalTimingProblem(REPEATING, { repeatMonths: null }, '2026-12')).toBe(
      `repeatMonths: ${GOAL_TIMING_MESSAGES.dueNeedsRepeat}`,
    );
    expect(
      goalTimingProblem(REPEATING, { repeatMonths: null, nextDue: null, targetMonth: '2027-01' }, '2026-12'),
    ).toBeNull();
    expect(goalTimingProblem(DATED, { targetMonth: undefined }, '2026-12')).toBeNull();
  });
});

describe('the timing fields of the goal requests', () => {
  it('take a month, 1 to 24 months and a real date, or null', () => {
    const base = { name: 'Trip', targetAmount: 100 };
    expect(createGoalBody.safeParse({ ...base, targetMonth: '2027-06' }).success).toBe(true);
    expect(createGoalBody.safeParse({ ...base, repeatMonths: 24, nextDue: '2028-02-29' }).success).toBe(true);
    expect(updateGoalBody.safeParse({ targetMonth: null }).success).toBe(true);
    for (const wrong of [
      { targetMonth: '2027-6' },
      { repeatMonths: 0 },
      { repeatMonths: 25 },
      { repeatMonths: 2.5 },
      { nextDue: '2027-02-29' },
      { nextDue: '1899-12-31' },
    ]) {
      expect(createGoalBody.safeParse({ ...base, ...wrong }).success).toBe(false);
      expect(updateGoalBody.safeParse(wrong).success).toBe(false);
    }
  });
});

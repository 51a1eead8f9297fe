import { UNDATED_GOAL_FIELDS } from '@halfwise/core/contract/goals.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { describe, expect, it } from 'vitest';
import { GOAL_REACHED, goalPlanLines, shortDate } from './goal-plan-line.ts';

// Every two weeks from Friday 2027-01-01: Jan 15, 29, Feb 12, 26, Mar 12, 26, Apr 9, 23, May 7, 21, Jun 4, 18.
const BIWEEKLY: PaySchedule = { kind: 'biweekly', anchor: '2027-01-01' };
const context = { schedule: BIWEEKLY, today: '2027-01-10', balanceCents: 0 };
const goal = (id: number, fields: object) => ({
  id,
  targetAmount: 120_000,
  ...UNDATED_GOAL_FIELDS,
  ...fields,
});

describe('goalPlanLines', () => {
  it('names the set-aside and the last payday on or before the due day', () => {
    const vacation = goal(1, { targetMonth: '2027-06', perPaycheck: 10_000, paydaysLeft: 12 });
    const insurance = goal(2, {
      targetAmount: 60_000,
      repeatMonths: 6,
      nextDue: '2027-03-15',
      perPaycheck: 12_000,
      paydaysLeft: 5,
    });
    expect([...goalPlanLines([vacation, insurance], context)]).toEqual([
      [1, 'Set aside $100 from each paycheck until Jun 18'],
      [2, 'Set aside $120 from each paycheck until Mar 12'],
    ]);
  });

  it('says Reached once covered, and nothing for an undated goal on its way', () => {
    const lines = goalPlanLines([goal(1, { status: 'reached' }), goal(2, {})], {
      ...context,
      balanceCents: 120_000,
    });
    expect([...lines]).toEqual([[1, GOAL_REACHED]]);
  });

  it('names the earliest payday and the set-aside that reaches it when the date is too late', () => {
    // $600 still missing after a $200 share; six paydays to Mar 26 at $100 each.
    const late = goal(1, {
      targetAmount: 80_000,
      targetMonth: '2027-02',
      status: 'too-late',
      earliest: '2027-03-26',
      perPaycheck: 15_000,
    });
    expect(goalPlanLines([late], { ...context, balanceCents: 20_000 }).get(1)).toBe(
      'Too late for this date: earliest Mar 26 at $100 a paycheck',
    );
    expect(goalPlanLines([{ ...late, earliest: null }], context).get(1)).toBe('Too late for this date');
  });

  it('writes a date as its short month and day', () => {
    expect(shortDate('2027-08-28')).toBe('Aug 28');
  });
});

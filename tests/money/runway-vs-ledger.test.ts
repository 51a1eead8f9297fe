// The runway (core computeRunway) against the ledger's day-by-day replay, to the cent: every payday, paycheck, bill
// count and total, end balance, low point, the lowest point and the first short day, across every schedule kind,
// months set up, missing or empty (projected), year ends and leap years.
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { computeRunway } from '@halfwise/core/runway.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MoneyItem } from './arbitraries.ts';
import { checkMoney, PROPERTY_TIMEOUT } from './cases.ts';
import { isoDate, paydays } from './ledger.ts';
import { replayRunway } from './runway-ledger.ts';
import { monthAt, runways } from './runway-arbitraries.ts';

/**
 * The same, with the goals' set-asides in the budget: a set-aside on each payday from last month to 13 months on
 * (some $0), and some of each month's bills linked to a goal.
 */
const runwaysWithGoals = runways.chain((runway) =>
  fc
    .record({ seed: fc.integer({ min: 1, max: 1_000_003 }), linkEvery: fc.integer({ min: 1, max: 4 }) })
    .map(({ seed, linkEvery }) => {
      const month = runway.from.slice(0, 7);
      const setAsides = new Map<string, number>();
      for (let offset = -1; offset <= 13; offset += 1) {
        const at = monthAt(month, offset);
        for (const day of paydays(runway.schedule, at))
          setAsides.set(isoDate(at, day), ((seed * (day + offset * 31 + 7)) % 40_009) * (day % 3));
      }
      const budgets = runway.budgets.map((budget) => ({
        ...budget,
        items: budget.items.map((item, index) =>
          item.kind === 'expense' && index % linkEvery === 0 ? { ...item, goalId: 7 } : item,
        ),
      }));
      return { ...runway, budgets, setAsides };
    }),
);

describe('the runway against the ledger', PROPERTY_TIMEOUT, () => {
  it('gives every payday, paycheck, bills, end balance, low point, lowest point and first short day, to the cent', () => {
    checkMoney('runways', runways, ({ schedule, from, count, cushion, budgets }) => {
      expect(computeRunway({ schedule, from, paychecks: count, cushion, budgets })).toEqual(
        replayRunway(schedule, from, count, cushion, budgets),
      );
    });
  });

  it('with the set-asides in the budget, takes each payday’s set-aside and leaves the goals’ bills out, to the cent', () => {
    checkMoney('runways with set-asides', runwaysWithGoals, (runway) => {
      const { schedule, from, count, cushion, budgets, setAsides } = runway;
      expect(
        computeRunway({ schedule, from, paychecks: count, cushion, budgets, goals: { setAsides } }),
      ).toEqual(replayRunway(schedule, from, count, cushion, budgets, setAsides));
    });
  });

  it('lets the ledger disagree with a wrong runway (the check can fail)', () => {
    // Paid on the 1st and the 15th; rent on the 1st would make a runway taking bills first dip below zero.
    const schedule: PaySchedule = { kind: 'semimonthly', days: [1, 15] };
    const items: MoneyItem[] = [
      { id: 1, kind: 'income', amount: 200_000, dueDate: '1', name: 'Paycheck', isPaid: false },
      { id: 1, kind: 'expense', amount: 150_000, dueDate: '1', name: 'Rent', isPaid: false },
    ];
    const budgets = [{ month: '2028-02', carryForward: 0, items }];
    const replay = replayRunway(schedule, '2028-02-01', 2, 0, budgets);
    expect(replay.firstShort).toBeNull();
    expect(replay.paychecks.map((row) => row.date)).toEqual(['2028-02-01', '2028-02-15']);
    // March is February copied: the 1st's paycheck and rent again, after February's leap day.
    expect(replayRunway(schedule, '2028-02-29', 1, 0, budgets).paychecks[0]).toMatchObject({
      date: '2028-02-15',
      endBalance: 50_000,
    });
    expect(computeRunway({ schedule, from: '2028-02-01', paychecks: 2, cushion: 0, budgets })).toEqual(
      replay,
    );
  });
});

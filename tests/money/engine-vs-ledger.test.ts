// The money engine (the core's sections, low points, verdict and copy forward) against the independent ledger,
// on random schedules, months and items, to the cent.
import { budgetOutlook } from '@halfwise/core/budget-outlook.ts';
import { copyDatesForward } from '@halfwise/core/copy-forward.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgets, carryForwards, monthItems, months, schedules, type MoneyItem } from './arbitraries.ts';
import { checkMoney, PROPERTY_TIMEOUT } from './cases.ts';
import { copyMonth, dayIn, isOpeningMoneyName, nextMonth, paydays, replayMonth, verdict } from './ledger.ts';

/** The engine's sections in the ledger's terms. */
function engineMonth(
  schedule: PaySchedule,
  month: string,
  items: readonly MoneyItem[],
  carryForward: number,
) {
  const { sections } = budgetOutlook(schedule, month, items, carryForward, null);
  return {
    sections: sections.map(({ start, end, endBalance, lowest }) => ({
      start,
      end,
      close: endBalance,
      lowest,
    })),
    monthEnd: sections.at(-1)?.endBalance ?? carryForward,
  };
}

/** What a month holds, day by day, as comparable text: kind, name, amount and the day it counts on. */
function contents(items: readonly MoneyItem[], month: string): string[] {
  return items
    .map((item) => `${item.kind} ${item.name} ${item.amount} on ${dayIn(item.dueDate, month)}`)
    .sort();
}

describe('the money engine against the ledger', PROPERTY_TIMEOUT, () => {
  it('gives every section its closing balance and its low point (amount and day), to the cent', () => {
    checkMoney('sections and low points', budgets, ({ schedule, month, items, carryForward }) => {
      expect(engineMonth(schedule, month, items, carryForward)).toEqual(
        replayMonth(schedule, month, items, carryForward),
      );
    });
  });

  it('gives every verdict on next month, to the cent', () => {
    checkMoney('verdicts', budgets, ({ schedule, month, items, carryForward, next }) => {
      const engine = budgetOutlook(schedule, month, items, carryForward, next).verdict;
      const { monthEnd } = replayMonth(schedule, month, items, carryForward);
      expect(engine).toEqual(verdict(schedule, monthEnd, nextMonth(month), next));
    });
  });

  it('copies a month forward 12 times as the ledger does, never paying on a day that is not a payday', () => {
    const chains = fc.tuple(schedules, months).chain(([schedule, month]) =>
      fc.record({
        schedule: fc.constant(schedule),
        month: fc.constant(month),
        items: monthItems(month, schedule),
        carryForward: carryForwards,
      }),
    );
    checkMoney('12 successive copies', chains, ({ schedule, month, items, carryForward }) => {
      let from = month;
      let engineItems: MoneyItem[] = items;
      let ledgerItems: MoneyItem[] = items;
      for (let copy = 0; copy < 12; copy += 1) {
        const to = nextMonth(from);
        const fates = copyDatesForward(schedule, from, to, engineItems);
        const sourcePaydays = paydays(schedule, from);
        const targetPaydays = paydays(schedule, to);
        engineItems = engineItems.flatMap((item, index) => {
          const fate = fates[index];
          const wasPaycheck =
            item.kind === 'income' &&
            !isOpeningMoneyName(item) &&
            sourcePaydays.includes(dayIn(item.dueDate, from));
          if (!fate?.copied) return [];
          if (wasPaycheck) expect(targetPaydays).toContain(dayIn(fate.dueDate, to));
          return [{ ...item, dueDate: fate.dueDate, keptDay: fate.keptDay }];
        });
        ledgerItems = copyMonth(schedule, from, to, ledgerItems);
        expect(contents(engineItems, to)).toEqual(contents(ledgerItems, to));
        expect(engineMonth(schedule, to, engineItems, carryForward)).toEqual(
          replayMonth(schedule, to, ledgerItems, carryForward),
        );
        from = to;
      }
    });
  });

  it('lets the ledger disagree with a wrong engine (the check can fail)', () => {
    // A month whose 1st has opening money and bills: an engine taking the bills first would dip below zero.
    const schedule: PaySchedule = { kind: 'semimonthly', days: [1, 15] };
    const items: MoneyItem[] = [
      { id: 1, kind: 'income', amount: 150_100, dueDate: '1', name: 'Starting cash', isPaid: false },
      { id: 2, kind: 'expense', amount: 191_600, dueDate: '1', name: 'Rent', isPaid: false },
      { id: 3, kind: 'income', amount: 200_000, dueDate: '1', name: 'Paycheck', isPaid: false },
    ];
    const [early] = replayMonth(schedule, '2027-01', items, 0).sections;
    expect(early?.lowest).toEqual({ amount: 150_100, date: '2027-01-01' });
    expect(early?.close).toBe(158_500);
    const billsFirst = 150_100 - 191_600;
    expect(early?.lowest.amount).not.toBe(billsFirst);
  });
});

// A bill keeps its day (docs/domain.md): a bill given the 29th, 30th or 31st, copied forward 24 times by the core
// under any schedule beside any other items, falls in each month on the day the ledger works out by itself (that
// day, or the month's last day in a shorter month), and each month's money counts it there.
import { budgetOutlook } from '@halfwise/core/budget-outlook.ts';
import { copyDatesForward } from '@halfwise/core/copy-forward.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthItems, months, schedules, type MoneyItem } from './arbitraries.ts';
import { checkMoney, PROPERTY_TIMEOUT } from './cases.ts';
import { copyMonth, dayIn, monthLength, nextMonth, replayMonth } from './ledger.ts';

const COPIES = 24;
const BILL_ID = 1_000;

/** The engine's item: what the person stored, with the day the copy keeps. */
type EngineItem = MoneyItem & { keptDay?: number | null };

/** 'MM/DD/YYYY' for `day` of `month` when the month has it, written by hand (the ledger's own calendar). */
function written(month: string, day: number): string {
  const [year, monthPart] = month.split('-');
  return `${monthPart}/${String(Math.min(day, monthLength(month))).padStart(2, '0')}/${year}`;
}

const chains = fc.tuple(schedules, months).chain(([schedule, month]) =>
  fc.record({
    schedule: fc.constant(schedule),
    month: fc.constant(month),
    day: fc.integer({ min: 29, max: 31 }),
    amount: fc.integer({ min: 1, max: 500_000 }),
    others: monthItems(month, schedule, 8),
  }),
);

function sections(schedule: PaySchedule, month: string, items: readonly MoneyItem[]) {
  return budgetOutlook(schedule, month, items, 0, null).sections.map(
    ({ start, end, endBalance, lowest }) => ({
      start,
      end,
      close: endBalance,
      lowest,
    }),
  );
}

describe('a bill keeps its day, against the ledger', PROPERTY_TIMEOUT, () => {
  it(`keeps a bill on the 29th to the 31st on its day through ${COPIES} successive copies`, () => {
    checkMoney(
      `a bill keeps its day through ${COPIES} copies`,
      chains,
      ({ schedule, month, day, amount, others }) => {
        // Given in a month without that day, the bill starts where a copy would have left it.
        const bill: EngineItem = {
          id: BILL_ID,
          kind: 'expense',
          amount,
          dueDate: written(month, day),
          name: 'Card payment',
          isPaid: false,
          keptDay: day > monthLength(month) ? day : null,
        };
        let engineItems: EngineItem[] = [...others, bill];
        let ledgerItems = [...others, { ...bill, givenDay: day }];
        let from = month;
        for (let copy = 0; copy < COPIES; copy += 1) {
          const to = nextMonth(from);
          const fates = copyDatesForward(schedule, from, to, engineItems);
          engineItems = engineItems.flatMap((item, index) => {
            const fate = fates[index];
            return fate?.copied
              ? [{ ...item, dueDate: fate.dueDate, keptDay: fate.keptDay, isPaid: false }]
              : [];
          });
          ledgerItems = copyMonth(schedule, from, to, ledgerItems).map((item) => ({
            ...item,
            isPaid: false,
          }));
          const copied = engineItems.find((item) => item.id === BILL_ID);
          expect(copied?.dueDate).toBe(written(to, day));
          expect(dayIn(copied?.dueDate ?? null, to)).toBe(Math.min(day, monthLength(to)));
          expect(sections(schedule, to, engineItems)).toEqual(
            replayMonth(schedule, to, ledgerItems, 0).sections,
          );
          from = to;
        }
      },
    );
  });
});

// Date order by default (docs/domain.md), against the ledger's own calendar: new rows placed by the core
// (newItemPlace, as POST /api/income and /api/expense place them) and a copied month placed by day (as
// public.order_budget_rows_by_day numbers it) list every pay section's rows by day, income first on a day.
import { newItemPlace } from '@halfwise/core/new-item-order.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { monthItems, months, schedules, type MoneyItem } from './arbitraries.ts';
import { checkMoney, PROPERTY_TIMEOUT } from './cases.ts';
import { copyMonth, dayIn, monthLength, nextMonth, paydays } from './ledger.ts';

interface Row {
  kind: 'income' | 'expense';
  id: number;
  dueDate: string | null;
  sortOrder: number;
}

const RANK = { income: 0, expense: 1 };

/** The ledger's sections (the 1st and each payday start one), each as its first and last day. */
function ledgerSections(schedule: PaySchedule, month: string): [number, number][] {
  const starts = [1, ...paydays(schedule, month).filter((day) => day > 1)];
  return starts.map((start, index) => [start, (starts[index + 1] ?? monthLength(month) + 1) - 1]);
}

/** Whether every ledger section lists its rows (sort order, then id, then income first) by day, income first. */
function inDateOrder(schedule: PaySchedule, month: string, rows: readonly Row[]): boolean {
  return ledgerSections(schedule, month).every(([first, last]) => {
    const listed = rows
      .filter((row) => dayIn(row.dueDate, month) >= first && dayIn(row.dueDate, month) <= last)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id || RANK[a.kind] - RANK[b.kind])
      .map((row) => dayIn(row.dueDate, month) * 2 + RANK[row.kind]);
    return listed.every((rank, index) => index === 0 || listed[index - 1]! <= rank);
  });
}

/** Adds `item` where the core places a new item, moving on the rows it says. */
function addNew(schedule: PaySchedule, month: string, rows: readonly Row[], item: MoneyItem): Row[] {
  const { sortOrder, moved } = newItemPlace(schedule, month, rows, item.dueDate, item.kind);
  const after = rows.map((row) => moved.find((move) => move.item === row)?.sortOrder ?? row.sortOrder);
  return [
    ...rows.map((row, index) => ({ ...row, sortOrder: after[index]! })),
    { kind: item.kind, id: item.id, dueDate: item.dueDate, sortOrder },
  ];
}

/** The month numbered by day as public.order_budget_rows_by_day does: day, income first, then former order. */
function orderedByDay(month: string, rows: readonly Row[]): Row[] {
  return [...rows]
    .sort(
      (a, b) =>
        dayIn(a.dueDate, month) - dayIn(b.dueDate, month) ||
        RANK[a.kind] - RANK[b.kind] ||
        a.sortOrder - b.sortOrder ||
        a.id - b.id,
    )
    .map((row, index) => ({ ...row, sortOrder: 100 * (index + 1) }));
}

const monthWithItems = fc.tuple(schedules, months).chain(([schedule, month]) =>
  fc.record({
    schedule: fc.constant(schedule),
    month: fc.constant(month),
    items: monthItems(month, schedule),
  }),
);

describe('rows in date order', () => {
  it(
    'new rows, each placed as the API places it, leave every pay section in date order',
    PROPERTY_TIMEOUT,
    () => {
      checkMoney('new rows are in date order', monthWithItems, ({ schedule, month, items }) => {
        let rows: Row[] = [];
        for (const item of items) {
          rows = addNew(schedule, month, rows, item);
          if (!inDateOrder(schedule, month, rows)) throw new Error(`out of order after adding ${item.id}`);
        }
      });
    },
  );

  it(
    'a copied month, in any order the person gave the month before, lists every pay section in date order',
    PROPERTY_TIMEOUT,
    () => {
      checkMoney(
        'copied rows are in date order',
        monthWithItems.chain((budget) =>
          fc.record({
            budget: fc.constant(budget),
            sortOrders: fc.array(fc.integer({ min: -1_000, max: 1_000 }), {
              minLength: budget.items.length,
              maxLength: budget.items.length,
            }),
          }),
        ),
        ({ budget: { schedule, month, items }, sortOrders }) => {
          const target = nextMonth(month);
          const given = items.map((item, index) => ({ ...item, sortOrder: sortOrders[index] ?? 0 }));
          const copied = copyMonth(schedule, month, target, given).map(
            ({ kind, id, dueDate, sortOrder }) => ({
              kind,
              id,
              dueDate,
              sortOrder,
            }),
          );
          if (!inDateOrder(schedule, target, orderedByDay(target, copied)))
            throw new Error('copy out of order');
        },
      );
    },
  );
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthKeyOf } from './calendar.ts';
import { NEW_ITEM_SORT_STEP, newItemPlace, type PlacedItem } from './new-item-order.ts';
import { DEFAULT_PAY_SCHEDULE, type PaySchedule } from './pay-schedule.ts';
import { itemDayInMonth, monthSections } from './sections.ts';

const BIWEEKLY: PaySchedule = { kind: 'biweekly', anchor: '2026-11-06' };

const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const schedule: fc.Arbitrary<PaySchedule> = fc.oneof(
  fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { minLength: 2, maxLength: 2 }).map((days) => ({
    kind: 'semimonthly' as const,
    days: [...days].sort((a, b) => a - b) as [number, number],
  })),
  isoDate.map((anchor) => ({ kind: 'biweekly' as const, anchor })),
  isoDate.map((anchor) => ({ kind: 'weekly' as const, anchor })),
  fc.integer({ min: 1, max: 31 }).map((day) => ({ kind: 'monthly' as const, day })),
);
const month = fc
  .record({ year: fc.integer({ min: 1995, max: 2085 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month: number }) => monthKeyOf(year, number));
/** A day as items store it: a plain day number, an 'MM/DD/YYYY' date, or nothing (the 15th). */
const dueDate = fc.oneof(
  fc.integer({ min: 1, max: 31 }).map(String),
  fc.integer({ min: 1, max: 31 }).map((day) => `01/${String(day).padStart(2, '0')}/2027`),
  fc.constant(null),
);
const kind = fc.constantFrom('income' as const, 'expense' as const);
/** Rows with ids unique per kind, sort orders close enough to tie and leave no room now and then. */
const placedRows = (maxLength: number): fc.Arbitrary<Required<PlacedItem>[]> =>
  fc
    .array(fc.record({ dueDate, kind, sortOrder: fc.integer({ min: -3, max: 12 }).map((n) => n * 50) }), {
      maxLength,
    })
    .map((rows) => rows.map((row, index) => ({ ...row, id: index + 1 })));

type Row = Required<PlacedItem>;
const RANK = { income: 0, expense: 1 };
/** The screen's order of rows: sort order, then id, then income first (src/domain/items.ts compareItems). */
const screenOrder = (a: Row, b: Row) =>
  a.sortOrder - b.sortOrder || a.id - b.id || RANK[a.kind] - RANK[b.kind];
/** Whether `row` comes before `other` in date order: an earlier day, or the same day with income first. */
const dateOrderRank = (key: string, row: Row) => itemDayInMonth(row.dueDate, key) * 2 + RANK[row.kind];

/** Adds a new row as the server does: its place, and the rows it moved on. */
function added(
  pay: PaySchedule,
  key: string,
  rows: readonly Row[],
  due: string | null,
  kindOf: 'income' | 'expense',
): { rows: Row[]; row: Row } {
  const { sortOrder, moved } = newItemPlace(pay, key, rows, due, kindOf);
  const after = rows.map((each) => {
    const move = moved.find(({ item }) => item.id === each.id && item.kind === each.kind);
    return move ? { ...each, sortOrder: move.sortOrder } : each;
  });
  const row = { dueDate: due, kind: kindOf, sortOrder, id: 1 + Math.max(0, ...rows.map(({ id }) => id)) };
  return { rows: [...after, row], row };
}

/** The rows listed in the section that holds `date`, in the screen's order. */
function sectionRows(pay: PaySchedule, key: string, rows: readonly Row[], date: string | null): Row[] {
  const own = firstDayOfSection(pay, key, date);
  return rows.filter((row) => firstDayOfSection(pay, key, row.dueDate) === own).sort(screenOrder);
}

/** The section (by its first day) that lists an item due on `date`: a plain walk over the sections' days. */
function firstDayOfSection(scheduleOf: PaySchedule, monthOf: string, date: string | null): number {
  const day = itemDayInMonth(date, monthOf);
  const section = monthSections(scheduleOf, monthOf).find(
    (each) => each.startDay <= day && day <= each.endDay,
  );
  if (!section) throw new Error(`no section holds day ${day}`);
  return section.startDay;
}

describe('newItemPlace', () => {
  it('puts a new item after the last row of its pay section dated on or before its day', () => {
    // Every two weeks from Nov 6: sections 1st–5th, 6th–19th, 20th–30th.
    const rows: Row[] = [
      { kind: 'income', id: 1, dueDate: '11/06/2026', sortOrder: 100 },
      { kind: 'expense', id: 1, dueDate: '11/10/2026', sortOrder: 200 },
      { kind: 'expense', id: 2, dueDate: '11/16/2026', sortOrder: 300 },
      { kind: 'expense', id: 3, dueDate: '2', sortOrder: 100 },
    ];
    // Tax bill on the 8th: between the paycheck (6th) and the electric bill (10th), not below the water (16th).
    expect(newItemPlace(BIWEEKLY, '2026-11', rows, '11/08/2026', 'expense')).toEqual({
      sortOrder: 150,
      moved: [],
    });
    expect(newItemPlace(BIWEEKLY, '2026-11', rows, '11/17/2026', 'expense').sortOrder).toBe(400);
    expect(newItemPlace(BIWEEKLY, '2026-11', rows, '3', 'income').sortOrder).toBe(200);
    expect(newItemPlace(BIWEEKLY, '2026-11', [], '3', 'expense').sortOrder).toBe(NEW_ITEM_SORT_STEP);
  });

  it('puts income before the bills of its day, and a bill after them', () => {
    const rows: Row[] = [
      { kind: 'income', id: 1, dueDate: '1', sortOrder: 100 },
      { kind: 'expense', id: 1, dueDate: '10', sortOrder: 200 },
    ];
    expect(newItemPlace(DEFAULT_PAY_SCHEDULE, '2026-11', rows, '10', 'income').sortOrder).toBe(150);
    expect(newItemPlace(DEFAULT_PAY_SCHEDULE, '2026-11', rows, '10', 'expense').sortOrder).toBe(300);
  });

  it('moves the rows after it on when no whole number is free, keeping their order', () => {
    const rows: Row[] = [
      { kind: 'expense', id: 1, dueDate: '3', sortOrder: 100 },
      { kind: 'expense', id: 2, dueDate: '9', sortOrder: 101 },
      { kind: 'expense', id: 3, dueDate: '12', sortOrder: 101 },
    ];
    const place = newItemPlace(DEFAULT_PAY_SCHEDULE, '2026-11', rows, '5', 'expense');
    expect(place.sortOrder).toBe(200);
    expect(place.moved.map(({ item, sortOrder }) => [item.id, sortOrder])).toEqual([
      [2, 300],
      [3, 300],
    ]);
  });

  it('places a new item right after the last row of its section that comes before it in date order', () => {
    fc.assert(
      fc.property(schedule, month, placedRows(30), dueDate, kind, (pay, key, rows, due, kindOf) => {
        const before = sectionRows(pay, key, rows, due);
        const result = added(pay, key, rows, due, kindOf);
        const listed = sectionRows(pay, key, result.rows, due);
        const at = listed.findIndex((row) => row === result.row);
        const rank = dateOrderRank(key, result.row);
        const comesFirst = (row: Row) =>
          dateOrderRank(key, row) < rank || (dateOrderRank(key, row) === rank && row.kind === kindOf);
        // Nothing after it should have come before it; the row just before it does.
        expect(listed.slice(at + 1).some(comesFirst)).toBe(false);
        if (at > 0) expect(comesFirst(listed[at - 1]!)).toBe(true);
        // The rows already there keep their order, and no row of another section moves.
        expect(listed.filter((row) => row !== result.row).map(({ kind: k, id }) => `${k}${id}`)).toEqual(
          before.map(({ kind: k, id }) => `${k}${id}`),
        );
        const own = firstDayOfSection(pay, key, due);
        rows.forEach((row, index) => {
          if (firstDayOfSection(pay, key, row.dueDate) !== own) expect(result.rows[index]).toEqual(row);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a month in date order as new rows are added (date order by default)', () => {
    fc.assert(
      fc.property(
        schedule,
        month,
        fc.array(fc.tuple(dueDate, kind), { maxLength: 25 }),
        (pay, key, additions) => {
          let rows: Row[] = [];
          for (const [due, kindOf] of additions) {
            // Each added as its own request, as POST /api/income and /api/expense do.
            rows = added(pay, key, rows, due, kindOf).rows;
          }
          for (const row of rows) {
            const ranks = sectionRows(pay, key, rows, row.dueDate).map((each) => dateOrderRank(key, each));
            expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

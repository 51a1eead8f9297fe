import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthKeyOf } from './calendar.ts';
import {
  endOfSectionSortOrder,
  NEW_ITEM_SORT_STEP,
  newItemPlacer,
  type PlacedItem,
} from './new-item-order.ts';
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
const placed: fc.Arbitrary<PlacedItem> = fc.record({
  dueDate,
  sortOrder: fc.integer({ min: -100_000, max: 100_000 }),
});

/** The section (by its first day) that lists an item due on `date`: a plain walk over the sections' days. */
function firstDayOfSection(scheduleOf: PaySchedule, monthOf: string, date: string | null): number {
  const day = itemDayInMonth(date, monthOf);
  const section = monthSections(scheduleOf, monthOf).find(
    (each) => each.startDay <= day && day <= each.endDay,
  );
  if (!section) throw new Error(`no section holds day ${day}`);
  return section.startDay;
}

describe('endOfSectionSortOrder', () => {
  it('puts a new item after the earlier-dated rows of its pay section, not of its half of the month', () => {
    // Every two weeks from Nov 6: sections 1st–5th, 6th–19th, 20th–30th. Phone (8th) came third in the old
    // 1st–14th half; Gym (16th) first in the old 15th–end half. Both sit in the 6th–19th section.
    const items: PlacedItem[] = [
      { dueDate: '2', sortOrder: 100 },
      { dueDate: '11/08/2026', sortOrder: 300 },
      { dueDate: '16', sortOrder: 100 },
      { dueDate: '25', sortOrder: 900 },
    ];
    expect(endOfSectionSortOrder(BIWEEKLY, '2026-11', items, '11/17/2026')).toBe(400);
    expect(endOfSectionSortOrder(BIWEEKLY, '2026-11', items, '3')).toBe(200);
    expect(endOfSectionSortOrder(BIWEEKLY, '2026-11', items, '30')).toBe(1000);
  });

  it('keeps the halves of the default schedule, and starts an empty section at one step', () => {
    const items: PlacedItem[] = [
      { dueDate: '1', sortOrder: 200 },
      { dueDate: '15', sortOrder: 700 },
    ];
    expect(endOfSectionSortOrder(DEFAULT_PAY_SCHEDULE, '2026-11', items, '14')).toBe(300);
    expect(endOfSectionSortOrder(DEFAULT_PAY_SCHEDULE, '2026-11', items, null)).toBe(800);
    expect(endOfSectionSortOrder(DEFAULT_PAY_SCHEDULE, '2026-11', [], '3')).toBe(NEW_ITEM_SORT_STEP);
  });

  it('places the new item last in its section, whatever the schedule, month and rows', () => {
    fc.assert(
      fc.property(schedule, month, fc.array(placed, { maxLength: 30 }), dueDate, (pay, key, items, due) => {
        const order = endOfSectionSortOrder(pay, key, items, due);
        const own = firstDayOfSection(pay, key, due);
        const sameSection = items.filter((item) => firstDayOfSection(pay, key, item.dueDate) === own);
        for (const item of sameSection) expect(order).toBeGreaterThan(item.sortOrder);
        expect(order).toBe(Math.max(0, ...sameSection.map((item) => item.sortOrder)) + NEW_ITEM_SORT_STEP);
      }),
      { numRuns: 500 },
    );
  });

  it('places several new items as if each were added on its own after the ones before it', () => {
    fc.assert(
      fc.property(
        schedule,
        month,
        fc.array(placed, { maxLength: 20 }),
        fc.array(dueDate, { maxLength: 10 }),
        (pay, key, items, dues) => {
          const place = newItemPlacer(pay, key, items);
          const rows = [...items];
          for (const due of dues) {
            const order = place(due);
            expect(order).toBe(endOfSectionSortOrder(pay, key, rows, due));
            rows.push({ dueDate: due, sortOrder: order });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

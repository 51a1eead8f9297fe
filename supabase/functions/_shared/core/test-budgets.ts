// Budget items for the core's tests: a builder, and fast-check generators of months, pay schedules and items.
import fc from 'fast-check';
import { monthKeyOf, type MonthKey } from './calendar.ts';
import type { SectionItem } from './section-item.ts';
import type { PaySchedule } from './pay-schedule.ts';

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(1900, 0, 1) / DAY_MS;
const LAST_DAY = Date.UTC(9999, 11, 31) / DAY_MS;

/** Months of 28 to 31 days, leap years and century years among them. */
export const monthKeys: fc.Arbitrary<MonthKey> = fc
  .record({ year: fc.integer({ min: 1900, max: 2400 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => monthKeyOf(year, month));

/** Any date from 1900 to 9999, as 'YYYY-MM-DD' (by Date, independently of iso-date.ts). */
export const isoDates: fc.Arbitrary<string> = fc
  .integer({ min: FIRST_DAY, max: LAST_DAY })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));

const dayOfMonth = fc.integer({ min: 1, max: 31 });

export const schedules: fc.Arbitrary<PaySchedule> = fc.oneof(
  fc.uniqueArray(dayOfMonth, { minLength: 2, maxLength: 2 }).map((days): PaySchedule => {
    const [first = 1, second = 15] = [...days].sort((a, b) => a - b);
    return { kind: 'semimonthly', days: [first, second] };
  }),
  isoDates.map((anchor): PaySchedule => ({ kind: 'biweekly', anchor })),
  isoDates.map((anchor): PaySchedule => ({ kind: 'weekly', anchor })),
  dayOfMonth.map((day): PaySchedule => ({ kind: 'monthly', day })),
);

/** Every form a stored date takes: 'MM/DD/YYYY' (days up to 31 in any month), a day number, text, null. */
export function dueDates(month: MonthKey): fc.Arbitrary<string | null> {
  const [year, monthPart] = month.split('-');
  return fc.oneof(
    dayOfMonth.map((day) => `${monthPart}/${String(day).padStart(2, '0')}/${year}`),
    dayOfMonth.map(String),
    fc.constantFrom(null, '', 'rent day', '0', '45'),
  );
}

export function sectionItems(month: MonthKey): fc.Arbitrary<SectionItem[]> {
  return fc
    .array(
      fc.record({
        kind: fc.constantFrom('income' as const, 'expense' as const),
        amount: fc.integer({ min: 0, max: 500_000 }),
        dueDate: dueDates(month),
        isPaid: fc.boolean(),
        name: fc.constantFrom(
          'Paycheck',
          'Rent',
          'Phone bill',
          'Side gig',
          'Starting cash',
          'Money carried over',
        ),
      }),
      { maxLength: 25 },
    )
    .map((items) => items.map((item, index) => ({ id: index + 1, ...item })));
}

/** A month, its items and a carry-forward (cents, either sign). */
export const budgets = monthKeys.chain((month) =>
  fc.record({
    month: fc.constant(month),
    items: sectionItems(month),
    carryForward: fc.integer({ min: -2_000_000, max: 2_000_000 }),
  }),
);

export function item(
  id: number,
  kind: SectionItem['kind'],
  amount: number,
  dueDate: string | null,
  isPaid = false,
): SectionItem {
  return { id, kind, amount, dueDate, isPaid };
}

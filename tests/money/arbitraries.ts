// Random budgets for the money tests: every schedule kind, anchors years away, paydays on the 28th to the 31st,
// leap years and year ends, items on any day (in every stored form) with cents, opening money and paychecks.
import fc from 'fast-check';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { nextMonth, paydays } from './ledger.ts';

export interface MoneyItem {
  id: number;
  kind: 'income' | 'expense';
  amount: number;
  dueDate: string | null;
  name: string;
  isPaid: boolean;
}

const DAY_MS = 86_400_000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Month keys from 1900 to 2400, half of them around a year end or in February. */
export const months: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 1900, max: 2400 }),
    fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(1, 2, 12)),
  )
  .map(([year, month]) => `${year}-${twoDigits(month)}`);

const lateDays = fc.integer({ min: 28, max: 31 });
const anyDay = fc.oneof(fc.integer({ min: 1, max: 31 }), lateDays);
/** Anchors from 1900 to 2400, so anchors years before or after the month are common. */
const anchors = fc
  .integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2400, 11, 31) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));

export const schedules: fc.Arbitrary<PaySchedule> = fc.oneof(
  fc.constant<PaySchedule>({ kind: 'semimonthly', days: [1, 15] }),
  fc.uniqueArray(anyDay, { minLength: 2, maxLength: 2 }).map((days): PaySchedule => {
    const [first = 1, second = 15] = [...days].sort((a, b) => a - b);
    return { kind: 'semimonthly', days: [first, second] };
  }),
  anchors.map((anchor): PaySchedule => ({ kind: 'biweekly', anchor })),
  anchors.map((anchor): PaySchedule => ({ kind: 'weekly', anchor })),
  anyDay.map((day): PaySchedule => ({ kind: 'monthly', day })),
);

const NAMES = ['Rent', 'Phone bill', 'Groceries', 'Side gig', 'Refund', 'Car insurance'];
const OPENING_NAMES = ['Starting cash', 'Money carried over', 'carry over from May'];

/** A stored date for day `day` of `month`: 'MM/DD/YYYY', a plain day number, or text with the day in it. */
function storedDate(month: string, day: number): fc.Arbitrary<string> {
  const [year, monthPart] = month.split('-');
  return fc.constantFrom(`${monthPart}/${twoDigits(day)}/${year}`, String(day), `${day}th`);
}

function item(month: string, schedule: PaySchedule): fc.Arbitrary<Omit<MoneyItem, 'id'>> {
  const pays = paydays(schedule, month);
  const amount = fc.oneof(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 0, max: 100_000_000 }));
  const onDay = fc.oneof(
    anyDay.chain((day) => storedDate(month, day)),
    fc.constantFrom(...pays).chain((day) => storedDate(month, day)),
    fc.constantFrom<string | null>(
      null,
      '',
      'rent day',
      '0',
      '45',
      `${month.slice(5)}/31/${month.slice(0, 4)}`,
    ),
  );
  const bill = fc.record({
    kind: fc.constant('expense' as const),
    amount,
    dueDate: onDay,
    name: fc.constantFrom(...NAMES),
    isPaid: fc.boolean(),
  });
  const paycheck = fc.record({
    kind: fc.constant('income' as const),
    amount,
    dueDate: fc.constantFrom(...pays).chain((day) => storedDate(month, day)),
    name: fc.constantFrom('Paycheck', 'Salary'),
    isPaid: fc.boolean(),
  });
  const otherIncome = fc.record({
    kind: fc.constant('income' as const),
    amount,
    dueDate: onDay,
    name: fc.constantFrom(...NAMES),
    isPaid: fc.boolean(),
  });
  const opening = fc.record({
    kind: fc.constant('income' as const),
    amount,
    dueDate: fc.oneof(fc.constantFrom('1', `${month.slice(5)}/01/${month.slice(0, 4)}`), onDay),
    name: fc.constantFrom(...OPENING_NAMES),
    isPaid: fc.boolean(),
  });
  return fc.oneof(
    { weight: 5, arbitrary: bill },
    { weight: 3, arbitrary: paycheck },
    { weight: 1, arbitrary: otherIncome },
    { weight: 1, arbitrary: opening },
  );
}

export function monthItems(month: string, schedule: PaySchedule, maxLength = 20): fc.Arbitrary<MoneyItem[]> {
  return fc
    .array(item(month, schedule), { maxLength })
    .map((items) => items.map((entry, index) => ({ id: index + 1, ...entry })));
}

export const carryForwards = fc.oneof(fc.constant(0), fc.integer({ min: -2_000_000, max: 2_000_000 }));

/** A schedule, a month, its items and carry-forward, and next month's items (null: no budget). */
export const budgets = fc.tuple(schedules, months).chain(([schedule, month]) =>
  fc.record({
    schedule: fc.constant(schedule),
    month: fc.constant(month),
    items: monthItems(month, schedule),
    carryForward: carryForwards,
    next: fc.option(monthItems(nextMonth(month), schedule, 8), { nil: null }),
  }),
);

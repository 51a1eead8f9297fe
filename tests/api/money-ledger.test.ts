// GET budget's `sections` and `coverage` for random budgets created over HTTP, against the independent ledger.
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schedules } from '../money/arbitraries.ts';
import { monthLength, nextMonth, paydays, replayMonth, verdict, type LedgerItem } from '../money/ledger.ts';
import { signUp, type Person } from './budget-fixtures.ts';
import { apiClient } from './support.ts';

const BUDGETS = Number(process.env.MONEY_API_BUDGETS ?? 240);
const MAX_CENTS = 100_000_000;

const months = fc
  .tuple(fc.integer({ min: 2000, max: 2099 }), fc.constantFrom(1, 2, 2, 3, 6, 11, 12, 12))
  .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`);

/** Items as the API accepts them: a real 'MM/DD/YYYY' date or a plain day 1–31, amounts above zero with cents. */
function apiItems(schedule: PaySchedule, month: string, maxLength: number): fc.Arbitrary<LedgerItem[]> {
  const [year, monthPart] = month.split('-');
  const day = fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constantFrom(...paydays(schedule, month)));
  const dueDate = fc.oneof(
    day.map(String),
    day.map((d) => `${monthPart}/${String(Math.min(d, monthLength(month))).padStart(2, '0')}/${year}`),
  );
  const amount = fc.oneof(fc.integer({ min: 1, max: 400_000 }), fc.integer({ min: 1, max: MAX_CENTS }));
  const item = fc.record({
    kind: fc.constantFrom('income' as const, 'expense' as const, 'expense' as const),
    amount,
    dueDate,
    name: fc.constantFrom(
      'Paycheck',
      'Rent',
      'Phone bill',
      'Starting cash',
      'Money carried over',
      'Groceries',
    ),
  });
  return fc.array(item, { maxLength });
}

const budgets = fc.tuple(schedules, months).chain(([schedule, month]) =>
  fc.record({
    schedule: fc.constant(schedule),
    month: fc.constant(month),
    items: apiItems(schedule, month, 10),
    carryForward: fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }),
    next: fc.option(apiItems(schedule, nextMonth(month), 5), { nil: null }),
  }),
);

async function build(person: Person, month: string, items: readonly LedgerItem[], carryForward = 0) {
  const { budget } = await person.createBudget(month, carryForward);
  if (!budget) throw new Error(`no budget made for ${month}`);
  await Promise.all(
    items.map(({ kind, name, amount, dueDate }) =>
      person.addItem(kind, budget.id, { name: name ?? 'Item', amount, dueDate: dueDate ?? undefined }),
    ),
  );
}

describe('GET budget against the ledger', () => {
  it(`answers sections and coverage equal to the ledger's for ${BUDGETS} random budgets`, async () => {
    let person = await signUp();
    let used = new Set<string>();
    const cases = fc.sample(budgets, BUDGETS);
    for (const { schedule, month, items, carryForward, next } of cases) {
      // Each case needs its month and the next unused; a new person when they are taken.
      if (used.has(month) || used.has(nextMonth(month)) || used.size > 40) {
        person = await signUp();
        used = new Set();
      }
      used.add(month).add(nextMonth(month));
      const saved = await apiClient().request('PUT', '/api/pay-schedule', {
        body: schedule,
        token: person.token,
      });
      expect(saved.status).toBe(200);
      await build(person, month, items, carryForward);
      if (next) await build(person, nextMonth(month), next);

      const answer = await person.budgetOf(month);
      const ledger = replayMonth(schedule, month, items, carryForward);
      const context = JSON.stringify({ schedule, month, items, carryForward, next });
      expect(
        answer.sections?.map(({ start, end, endBalance, lowest }) => ({
          start,
          end,
          close: endBalance,
          lowest,
        })),
        context,
      ).toEqual(ledger.sections);
      expect(answer.coverage, context).toEqual(verdict(schedule, ledger.monthEnd, nextMonth(month), next));
    }
  }, 600_000);
});

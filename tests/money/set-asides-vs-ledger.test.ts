// The goals' set-asides in the budget against the independent ledger (docs/domain.md "Goals funded by paycheck"):
// each payday's 'Future Goals' line is taken from that paycheck as a bill on its day, and a repeating goal's bill,
// linked to its goal, is paid from what was set aside, so it never lowers a section's close or low point.
import { budgetOutlook } from '@halfwise/core/budget-outlook.ts';
import type { SetAsideAmount } from '@halfwise/core/set-aside-lines.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgets, type MoneyItem } from './arbitraries.ts';
import { checkMoney, PROPERTY_TIMEOUT } from './cases.ts';
import { isoDate, monthLength, paydays, replayMonth } from './ledger.ts';

const cents = fc.oneof(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 5_000_000 }));

/** A month's budget, a set-aside (ticked or not) on each of its paydays, and the goal's bills in it. */
const months = budgets.chain((budget) => {
  const days = paydays(budget.schedule, budget.month);
  return fc.record({
    budget: fc.constant(budget),
    setAsides: fc.tuple(
      ...days.map((day) => fc.record({ day: fc.constant(day), amount: cents, paid: fc.boolean() })),
    ),
    bills: fc.array(
      fc.record({
        day: fc.integer({ min: 1, max: monthLength(budget.month) }),
        amount: cents,
        isPaid: fc.boolean(),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  });
});

describe('the set-asides in the budget, against the ledger', PROPERTY_TIMEOUT, () => {
  it('takes each line from its paycheck, and a repeating goal’s bill never lowers a low point', () => {
    checkMoney('set-asides and goal bills', months, ({ budget, setAsides, bills }) => {
      const { schedule, month, items, carryForward } = budget;
      const goalBills: MoneyItem[] = bills.map((bill, index) => ({
        id: 1_000 + index,
        kind: 'expense',
        amount: bill.amount,
        dueDate: String(bill.day),
        name: 'Car insurance',
        isPaid: bill.isPaid,
      }));
      const lines = new Map<string, SetAsideAmount>(
        setAsides.map(({ day, amount, paid }) => [isoDate(month, day), { amount, paid }]),
      );
      const { sections } = budgetOutlook(
        schedule,
        month,
        [...items, ...goalBills.map((bill) => ({ ...bill, goalId: 7 }))],
        carryForward,
        null,
        { lines },
      );
      // The ledger never sees the bills: each line is a bill of its paycheck, on its payday.
      const ledger = replayMonth(
        schedule,
        month,
        [
          ...items,
          ...setAsides.map(({ day, amount }) => ({ kind: 'expense' as const, amount, dueDate: String(day) })),
        ],
        carryForward,
      );
      expect(
        sections.map(({ start, end, endBalance, lowest }) => ({ start, end, close: endBalance, lowest })),
      ).toEqual(ledger.sections);
      // Every bill is still listed in its section, and only the lines not ticked are left to pay.
      for (const bill of goalBills)
        expect(sections.some((section) => section.expenseIds.includes(bill.id))).toBe(true);
      const unpaidItems = items.filter((item) => item.kind === 'expense' && !item.isPaid);
      const unpaidLines = setAsides.filter((line) => !line.paid);
      expect(sections.reduce((sum, section) => sum + section.unpaid, 0)).toBe(
        [...unpaidItems, ...unpaidLines].reduce((sum, entry) => sum + entry.amount, 0),
      );
    });
  });
});

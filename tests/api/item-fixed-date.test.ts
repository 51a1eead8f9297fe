// An expense whose due date can't move (fixedDate on POST and PATCH /api/expense and the month's budget) over HTTP.
import type { ExpenseItem } from '@halfwise/core/contract/budget.ts';
import { describe, expect, it } from 'vitest';
import { signUp } from './budget-fixtures.ts';

const MONTH = '2026-11';

async function personWithRent() {
  const me = await signUp();
  const { budget } = await me.createBudget(MONTH);
  const rent = await me.addItem('expense', budget!.id, { name: 'Rent', amount: 140_000, dueDate: '1' });
  return { me, budgetId: budget!.id, rent };
}

describe('an expense’s fixed due date', () => {
  it('is false on a new expense, set and cleared alone, and listed with the month', async () => {
    const { me, rent } = await personWithRent();
    expect(rent.fixedDate).toBe(false);
    const fixed = await me.patch<ExpenseItem>(`/api/expense/${rent.id}`, { fixedDate: true });
    expect([fixed.status, fixed.body]).toEqual([200, { ...rent, fixedDate: true }]);
    expect((await me.budgetOf(MONTH)).expenseItems).toEqual([fixed.body]);
    const cleared = await me.patch<ExpenseItem>(`/api/expense/${rent.id}`, { fixedDate: false });
    expect([cleared.status, cleared.body]).toEqual([200, rent]);
    expect((await me.budgetOf(MONTH)).expenseItems).toEqual([rent]);
  });

  it('is taken when an expense is created', async () => {
    const { me, budgetId } = await personWithRent();
    const created = await me.post<ExpenseItem>('/api/expense', {
      budgetId,
      name: 'Mortgage',
      amount: 90_000,
      dueDate: '3',
      fixedDate: true,
    });
    expect([created.status, created.body.fixedDate]).toEqual([201, true]);
    expect((await me.budgetOf(MONTH)).expenseItems.find((item) => item.id === created.body.id)).toEqual(
      created.body,
    );
  });

  it('must be true or false, and is no field of an income; a refusal changes nothing', async () => {
    const { me, budgetId, rent } = await personWithRent();
    for (const value of ['yes', 1, null]) {
      const patched = await me.patch(`/api/expense/${rent.id}`, { fixedDate: value });
      expect([patched.status, patched.body]).toEqual([400, { message: 'fixedDate: Must be true or false' }]);
      const created = await me.post('/api/expense', { budgetId, name: 'Gym', amount: 100, fixedDate: value });
      expect([created.status, created.body]).toEqual([400, { message: 'fixedDate: Must be true or false' }]);
    }
    const income = await me.post('/api/income', { budgetId, name: 'Pay', amount: 100, fixedDate: true });
    expect([income.status, income.body]).toEqual([400, { message: 'fixedDate: Unknown field' }]);
    expect((await me.budgetOf(MONTH)).expenseItems).toEqual([rent]);
  });

  it('answers 404 for another person’s expense and leaves it as it was', async () => {
    const { me, rent } = await personWithRent();
    const stranger = await signUp();
    expect((await stranger.patch(`/api/expense/${rent.id}`, { fixedDate: true })).status).toBe(404);
    expect((await me.budgetOf(MONTH)).expenseItems).toEqual([rent]);
  });

  it('is kept by a copy to the next month, and only where it was set', async () => {
    const { me, budgetId, rent } = await personWithRent();
    const gym = await me.addItem('expense', budgetId, { name: 'Gym', amount: 3_000, dueDate: '9' });
    await me.patch(`/api/expense/${rent.id}`, { fixedDate: true });
    const copied = await me.post<{ expenseItems: ExpenseItem[] }>(
      `/api/budget/${budgetId}/copy-to-next-month`,
      {
        targetMonth: '2026-12',
        targetYear: 2026,
      },
    );
    expect(copied.status).toBe(200);
    const fixed = (await me.budgetOf('2026-12')).expenseItems.map(({ name, fixedDate }) => [name, fixedDate]);
    expect(fixed.sort()).toEqual([
      [gym.name, false],
      ['Rent', true],
    ]);
  });
});

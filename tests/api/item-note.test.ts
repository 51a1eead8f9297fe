// A note on an expense (PATCH and POST /api/expense, the month's budget) over HTTP against the running stack.
import { describe, expect, it } from 'vitest';
import type { ExpenseItem } from '@halfwise/core/contract/budget.ts';
import { MAX_ITEM_NOTE_LENGTH } from '@halfwise/core/item-limits.ts';
import { CONTROL_CHARACTERS } from '@halfwise/core/schemas.ts';
import { signUp, type Person } from './budget-fixtures.ts';

async function personWithRent(): Promise<{ me: Person; budgetId: number; rent: ExpenseItem }> {
  const me = await signUp();
  const { budget } = await me.createBudget('2026-11');
  const rent = await me.addItem('expense', budget!.id, { name: 'Rent', amount: 140_000, dueDate: '1' });
  return { me, budgetId: budget!.id, rent };
}

describe('a note on an expense', () => {
  it('is none on a new expense, set and cleared alone, and listed with the month', async () => {
    const { me, rent } = await personWithRent();
    expect(rent.note).toBeNull();

    const noted = await me.patch<ExpenseItem>(`/api/expense/${rent.id}`, {
      note: '  Autopay from checking ',
    });
    expect([noted.status, noted.body]).toEqual([200, { ...rent, note: 'Autopay from checking' }]);
    expect((await me.budgetOf('2026-11')).expenseItems).toEqual([noted.body]);

    const longest = 'n'.repeat(MAX_ITEM_NOTE_LENGTH);
    expect((await me.patch(`/api/expense/${rent.id}`, { note: longest })).body).toMatchObject({
      note: longest,
    });

    const cleared = await me.patch<ExpenseItem>(`/api/expense/${rent.id}`, { note: null });
    expect([cleared.status, cleared.body]).toEqual([200, rent]);
    expect((await me.budgetOf('2026-11')).expenseItems).toEqual([rent]);
  });

  it('comes back with an expense created again (undo of a delete)', async () => {
    const { me, budgetId, rent } = await personWithRent();
    await me.delete(`/api/expense/${rent.id}`);
    const restored = await me.post<ExpenseItem>('/api/expense', {
      budgetId,
      name: 'Rent',
      amount: 140_000,
      dueDate: '1',
      isPaid: false,
      sortOrder: rent.sortOrder,
      note: 'Autopay',
    });
    expect([restored.status, restored.body]).toEqual([
      201,
      { ...rent, id: expect.any(Number), note: 'Autopay' },
    ]);
  });

  it.each([
    [
      { note: 'n'.repeat(MAX_ITEM_NOTE_LENGTH + 1) },
      `note: Must be at most ${MAX_ITEM_NOTE_LENGTH} characters`,
    ],
    [{ note: 5 }, 'note: Must be text'],
    [{ note: 'tab\tinside' }, `note: ${CONTROL_CHARACTERS}`],
  ])('refuses %j and changes nothing', async (body, message) => {
    const { me, budgetId, rent } = await personWithRent();
    const patched = await me.patch(`/api/expense/${rent.id}`, body);
    expect([patched.status, patched.body]).toEqual([400, { message }]);
    const created = await me.post('/api/expense', { budgetId, name: 'Phone', amount: 100, ...body });
    expect([created.status, created.body]).toEqual([400, { message }]);
    expect((await me.budgetOf('2026-11')).expenseItems).toEqual([rent]);
  });

  it('is not a field of an income', async () => {
    const { me, budgetId } = await personWithRent();
    const pay = await me.addItem('income', budgetId, { name: 'Paycheck', amount: 100 });
    expect(pay).not.toHaveProperty('note');
    const patched = await me.patch(`/api/income/${pay.id}`, { note: 'Bonus' });
    expect([patched.status, patched.body]).toEqual([400, { message: 'note: Unknown field' }]);
    const created = await me.post('/api/income', { budgetId, name: 'Bonus', amount: 100, note: 'x' });
    expect([created.status, created.body]).toEqual([400, { message: 'note: Unknown field' }]);
  });

  it("answers 404 for another user's expense and leaves its note as it was", async () => {
    const alice = await personWithRent();
    await alice.me.patch(`/api/expense/${alice.rent.id}`, { note: 'Mine' });
    const bob = await signUp();
    const response = await bob.patch(`/api/expense/${alice.rent.id}`, { note: 'Changed' });
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    expect((await alice.me.budgetOf('2026-11')).expenseItems).toEqual([{ ...alice.rent, note: 'Mine' }]);
  });
});

// What undo asks of the API, over HTTP against the running stack: a deleted item or goal created again in its old
// place (sortOrder on create), and DELETE /api/budget/{id}/copy taking back a copy unless the month changed since.
import { describe, expect, it } from 'vitest';
import { copyUndoEditedMessage, noCopyToUndoMessage } from '@halfwise/core/budget-messages.ts';
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import type { Goal } from '@halfwise/core/contract/goals.ts';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '@halfwise/core/idempotency-contract.ts';
import { signUp, type Person } from './budget-fixtures.ts';
import { apiClient, useDatabase } from './support.ts';

const sql = useDatabase();

const copy = (person: Person, budgetId: number, targetMonth: string) =>
  person.post<BudgetResponse>(`/api/budget/${budgetId}/copy-to-next-month`, {
    targetMonth,
    targetYear: Number(targetMonth.slice(0, 4)),
  });

/** DELETE /api/budget/{id}/copy, with an Idempotency-Key when given. */
function undoCopy(person: Person, budgetId: number, key?: string) {
  return apiClient().request<BudgetResponse & { message?: string }>(
    'DELETE',
    `/api/budget/${budgetId}/copy`,
    {
      token: person.token,
      headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
    },
  );
}

/** November with a paycheck, rent and a phone bill, copied into December. */
async function copiedMonth(person: Person) {
  const { budget } = await person.createBudget('2026-11', 3_000);
  const source = budget!.id;
  await person.addItem('income', source, { name: 'Paycheck 1', amount: 250_000, dueDate: '11/01/2026' });
  await person.addItem('expense', source, { name: 'Rent', amount: 140_000, dueDate: '11/03/2026' });
  await person.addItem('expense', source, { name: 'Phone', amount: 5_000, dueDate: '20' });
  const copied = await copy(person, source, '2026-12');
  expect(copied.status).toBe(200);
  return { source, target: copied.body.budget!.id, copied: copied.body };
}

const itemsOf = (response: BudgetResponse) => [
  ...response.incomeItems.map((item) => item.name),
  ...response.expenseItems.map((item) => item.name),
];

describe('POST /api/income and /api/expense with sortOrder (a deleted item put back)', () => {
  it('puts the item back in its old place with all its fields, even at $0', async () => {
    const me = await signUp();
    const { budget } = await me.createBudget('2026-11');
    const budgetId = budget!.id;
    await me.addItem('expense', budgetId, { name: 'Rent', amount: 140_000, dueDate: '11/01/2026' });
    const phone = await me.addItem('expense', budgetId, {
      name: 'Phone',
      amount: 5_000,
      dueDate: '11/05/2026',
      priority: 4,
      category: 'utilities',
    });
    await me.addItem('expense', budgetId, { name: 'Gym', amount: 3_000, dueDate: '11/07/2026' });
    await me.patch(`/api/expense/${phone.id}`, { amount: 0 });
    expect((await me.delete(`/api/expense/${phone.id}`)).status).toBe(204);

    const { id: _gone, isPaid, updatedBy, ...fields } = { ...phone, amount: 0 };
    const restored = await me.post('/api/expense', fields);
    expect(restored.status).toBe(201);
    expect(restored.body).toEqual({ ...fields, isPaid, updatedBy, id: expect.any(Number) });
    expect(itemsOf(await me.budgetOf('2026-11'))).toEqual(['Rent', 'Phone', 'Gym']);
  });

  it('keeps the rules of a new item: above zero without sortOrder, never negative, a whole sortOrder', async () => {
    const me = await signUp();
    const { budget } = await me.createBudget('2026-11');
    const base = { budgetId: budget!.id, name: 'Rent' };
    const refused = [
      [{ ...base, amount: 0 }, 'amount: Must be more than zero'],
      [{ ...base, amount: -1, sortOrder: 100 }, 'amount: Must not be negative'],
      [{ ...base, amount: 100, sortOrder: 1.5 }, 'sortOrder: Must be a whole number'],
      [{ ...base, amount: 100, sortOrder: '100' }, 'sortOrder: Must be a whole number'],
    ] as const;
    for (const [body, message] of refused) {
      const response = await me.post('/api/income', body);
      expect([response.status, response.body]).toEqual([400, { message }]);
    }
  });
});

describe('POST /api/future-plans with sortOrder (a deleted goal put back)', () => {
  it('lists the goal in its old place with what it had saved', async () => {
    const me = await signUp();
    const add = async (name: string) =>
      (await me.post<Goal>('/api/future-plans', { name, targetAmount: 100_000 })).body;
    await add('Bike');
    const trip = await add('Trip');
    await add('Laptop');
    await me.delete(`/api/future-plans/${trip.id}`);

    const restored = await me.post<Goal>('/api/future-plans', {
      name: 'Trip',
      targetAmount: 100_000,
      emoji: '✈️',
      savedAmount: 2_500,
      sortOrder: trip.sortOrder,
    });
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({ name: 'Trip', savedAmount: 2_500, sortOrder: trip.sortOrder });
    const listed = await me.get<Goal[]>('/api/future-plans');
    expect(listed.body.map((goal) => goal.name)).toEqual(['Bike', 'Trip', 'Laptop']);
  });

  it('refuses a sortOrder that is not a positive whole number', async () => {
    const me = await signUp();
    const response = await me.post('/api/future-plans', { name: 'Trip', targetAmount: 1, sortOrder: 0 });
    expect([response.status, response.body]).toEqual([
      400,
      { message: 'sortOrder: Sort order must be a positive whole number' },
    ]);
  });
});

describe('DELETE /api/budget/:budgetId/copy', () => {
  it('removes the month the copy created, and nothing of the source', async () => {
    const me = await signUp();
    const { target } = await copiedMonth(me);
    const response = await undoCopy(me, target);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ budget: null, incomeItems: [], expenseItems: [] });
    expect((await me.budgetOf('2026-12')).budget).toBeNull();
    expect(itemsOf(await me.budgetOf('2026-11'))).toEqual(['Paycheck 1', 'Phone', 'Rent']);
  });

  it('empties a month that was there before the copy and puts back its balances', async () => {
    const me = await signUp();
    const { budget } = await me.createBudget('2026-12', 77);
    await sql`update public.budgets set future_goals_balance = 500 where id = ${budget!.id}`;
    const november = await me.createBudget('2026-11', 3_000);
    await me.addItem('expense', november.budget!.id, { name: 'Rent', amount: 140_000 });
    // November ends $1,370 short: the copy carries that into December's carry-forward.
    expect((await copy(me, november.budget!.id, '2026-12')).body.budget?.carryForward).toBe(-137_000);

    const response = await undoCopy(me, budget!.id);
    expect(response.status).toBe(200);
    expect(response.body.budget).toMatchObject({ id: budget!.id, carryForward: 77, futureGoalsBalance: 500 });
    expect(itemsOf(response.body)).toEqual([]);
  });

  it.each([
    [
      'an item is renamed',
      (me: Person, month: BudgetResponse) =>
        me.patch(`/api/expense/${month.expenseItems[0]!.id}`, { name: 'Rent and water' }),
    ],
    [
      'an item is deleted',
      (me: Person, month: BudgetResponse) => me.delete(`/api/income/${month.incomeItems[0]!.id}`),
    ],
    [
      'an item is added',
      (me: Person, month: BudgetResponse) =>
        me.addItem('expense', month.budget!.id, { name: 'Gift', amount: 1_000 }),
    ],
    [
      'an item is moved',
      (me: Person, month: BudgetResponse) =>
        me.patch(`/api/expense/${month.expenseItems[0]!.id}`, { sortOrder: 5_000, dueDate: '20' }),
    ],
  ])('refuses with 409 and changes nothing once %s in the copied month', async (_change, edit) => {
    const me = await signUp();
    const { target, copied } = await copiedMonth(me);
    await edit(me, copied);
    const before = await me.budgetOf('2026-12');

    const response = await undoCopy(me, target);
    expect([response.status, response.body]).toEqual([409, { message: copyUndoEditedMessage('2026-12') }]);
    expect(await me.budgetOf('2026-12')).toEqual(before);
  });

  it('refuses once the bank balance of the copied month changed', async () => {
    const me = await signUp();
    const { target } = await copiedMonth(me);
    await sql`update public.budgets set future_goals_balance = 12300 where id = ${target}`;
    const response = await undoCopy(me, target);
    expect([response.status, response.body]).toEqual([409, { message: copyUndoEditedMessage('2026-12') }]);
  });

  it('says there is nothing to undo in a month that was never copied into', async () => {
    const me = await signUp();
    const { budget } = await me.createBudget('2026-12');
    const response = await undoCopy(me, budget!.id);
    expect([response.status, response.body]).toEqual([409, { message: noCopyToUndoMessage('2026-12') }]);
  });

  it("answers 404 for another user's month and leaves it as it was", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const { target } = await copiedMonth(owner);
    const response = await undoCopy(stranger, target);
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    // The copy carries the leftover as a bank balance and lists its rows by day.
    expect(itemsOf(await owner.budgetOf('2026-12'))).toEqual([
      'Starting cash',
      'Paycheck 1',
      'Rent',
      'Phone',
    ]);
  });

  it('answers a retry with the same Idempotency-Key as the first time, and a new key finds nothing to undo', async () => {
    const me = await signUp();
    const { target } = await copiedMonth(me);
    const key = crypto.randomUUID();
    const first = await undoCopy(me, target, key);
    const retry = await undoCopy(me, target, key);
    expect(first.status).toBe(200);
    expect([retry.status, retry.body]).toEqual([200, first.body]);
    expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');

    const again = await undoCopy(me, target, crypto.randomUUID());
    expect([again.status, again.body]).toEqual([404, { message: 'Not found' }]);
  });

  it('lets the month be copied and undone again', async () => {
    const me = await signUp();
    const { source, target } = await copiedMonth(me);
    expect((await undoCopy(me, target)).status).toBe(200);
    const recopied = await copy(me, source, '2026-12');
    expect(recopied.status).toBe(200);
    expect((await undoCopy(me, recopied.body.budget!.id)).status).toBe(200);
    expect((await me.budgetOf('2026-12')).budget).toBeNull();
  });
});

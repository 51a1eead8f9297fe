// POST, PATCH and DELETE of /api/income and /api/expense over HTTP against the running stack.
import { describe, expect, it } from 'vitest';
import type { ExpenseItem, IncomeItem } from '@halfwise/core/contract/budget.ts';
import { DUE_DATE_MESSAGE } from '@halfwise/core/due-date.ts';
import { NOTHING_TO_CHANGE } from '@halfwise/core/patch-body.ts';
import { signUp, type Person } from './budget-fixtures.ts';

async function personWithBudget(): Promise<{ me: Person; budgetId: number }> {
  const me = await signUp();
  const { budget } = await me.createBudget('2026-11');
  return { me, budgetId: budget!.id };
}

describe('POST /api/income and /api/expense', () => {
  it('creates an income, storing dueDate as its date', async () => {
    const { me, budgetId } = await personWithBudget();
    const response = await me.post<IncomeItem>('/api/income', {
      budgetId,
      name: '  Paycheck 1 ',
      amount: 250_000,
      dueDate: '11/01/2026',
      priority: 2,
      category: 'salary',
    });
    expect([response.status, response.body]).toEqual([
      201,
      {
        id: expect.any(Number),
        budgetId,
        name: 'Paycheck 1',
        amount: 250_000,
        date: '11/01/2026',
        priority: 2,
        category: 'salary',
        isPaid: false,
        sortOrder: 100,
        updatedBy: me.userId,
      },
    ]);
  });

  it('creates an item already paid or received when isPaid is sent, so a removed item can come back as it was', async () => {
    const { me, budgetId } = await personWithBudget();
    const income = await me.post<IncomeItem>('/api/income', {
      budgetId,
      name: 'Pay',
      amount: 100,
      isPaid: true,
    });
    const expense = await me.post<ExpenseItem>('/api/expense', {
      budgetId,
      name: 'Rent',
      amount: 100,
      isPaid: true,
    });
    expect([income.status, income.body.isPaid, expense.status, expense.body.isPaid]).toEqual([
      201,
      true,
      201,
      true,
    ]);
    const stored = await me.budgetOf('2026-11');
    expect([stored.incomeItems[0]?.isPaid, stored.expenseItems[0]?.isPaid]).toEqual([true, true]);
  });

  it("fills in spec §9's defaults: income on day 1, expense on day 15, priority 3, category other", async () => {
    const { me, budgetId } = await personWithBudget();
    const income = await me.post<IncomeItem>('/api/income', { budgetId, name: 'Bonus', amount: 100 });
    const expense = await me.post<ExpenseItem>('/api/expense', { budgetId, name: 'Rent', amount: 100 });
    expect(income.body).toMatchObject({ date: '1', priority: 3, category: 'other', isPaid: false });
    expect(expense.body).toMatchObject({ dueDate: '15', priority: 3, category: 'other', isPaid: false });
  });

  it('puts a new item after the rows of its half of the month dated on or before its day, income and expenses together', async () => {
    const { me, budgetId } = await personWithBudget();
    const add = (kind: 'income' | 'expense', dueDate: string) =>
      me.addItem(kind, budgetId, { name: `${kind} ${dueDate}`, amount: 100, dueDate });
    expect((await add('income', '1')).sortOrder).toBe(100);
    expect((await add('expense', '11/14/2026')).sortOrder).toBe(200);
    expect((await add('expense', '15')).sortOrder).toBe(100);
    const moved = await add('income', '20');
    expect(moved.sortOrder).toBe(200);
    await me.patch(`/api/income/${moved.id}`, { sortOrder: 5_000 });
    expect((await add('income', '28')).sortOrder).toBe(5_100);
    // The 3rd: between the 1st (100) and the 14th (200).
    expect((await add('expense', '3')).sortOrder).toBe(150);
  });

  it.each([
    [{ name: '   ' }, 'name: Name is required'],
    [{ name: undefined }, 'name: Name is required'],
    [{ name: 'x'.repeat(201) }, 'name: Must be at most 200 characters'],
    [{ amount: 0 }, 'amount: Must be more than zero'],
    [{ amount: 12.5 }, 'amount: Must be a whole number of cents'],
    [{ amount: 100_000_001 }, 'amount: Must be at most 100000000 cents'],
    [{ amount: '100' }, 'amount: Must be a whole number of cents'],
    [{ amount: undefined }, 'amount: Amount is required'],
    [{ dueDate: '1'.repeat(21) }, `dueDate: ${DUE_DATE_MESSAGE}`],
    [{ priority: 0 }, 'priority: Must be a whole number from 1 to 5'],
    [{ priority: 6 }, 'priority: Must be a whole number from 1 to 5'],
    [{ priority: 2.5 }, 'priority: Must be a whole number from 1 to 5'],
    [{ category: 'c'.repeat(41) }, 'category: Must be at most 40 characters'],
    [{ budgetId: 'one' }, 'budgetId: Must be a valid id'],
    [{ colour: 'red' }, 'colour: Unknown field'],
    [{ isPaid: 'true' }, 'isPaid: Must be true or false'],
    [{ isPaid: 1 }, 'isPaid: Must be true or false'],
    [{ isPaid: null }, 'isPaid: Must be true or false'],
  ])('refuses %j', async (fields, message) => {
    const { me, budgetId } = await personWithBudget();
    for (const kind of ['income', 'expense']) {
      const response = await me.post(`/api/${kind}`, { budgetId, name: 'Rent', amount: 100, ...fields });
      expect([kind, response.status, response.body]).toEqual([kind, 400, { message }]);
    }
  });

  it("answers 404 for another user's budget, and for a budget that does not exist", async () => {
    const alice = await personWithBudget();
    const bob = await signUp();
    for (const budgetId of [alice.budgetId, 999_999_999]) {
      const response = await bob.post('/api/expense', { budgetId, name: 'Sneaky', amount: 100 });
      expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    }
    expect((await alice.me.budgetOf('2026-11')).expenseItems).toEqual([]);
  });
});

describe('PATCH /api/income/:id and /api/expense/:id', () => {
  it('changes only the fields sent; an amount or a date change asks clients to refetch other months', async () => {
    const { me, budgetId } = await personWithBudget();
    const pay = await me.addItem('income', budgetId, { name: 'Paycheck 1', amount: 250_000, dueDate: '1' });

    const renamed = await me.patch<IncomeItem>(`/api/income/${pay.id}`, {
      name: 'Paycheck A',
      sortOrder: 300,
    });
    expect([renamed.status, renamed.body]).toEqual([200, { ...pay, name: 'Paycheck A', sortOrder: 300 }]);

    const amount = await me.patch(`/api/income/${pay.id}`, { amount: 0 });
    expect(amount.body).toEqual({ ...renamed.body, amount: 0, _cacheInvalidate: true });

    const moved = await me.patch(`/api/income/${pay.id}`, { date: '11/15/2026' });
    expect(moved.body).toMatchObject({ date: '11/15/2026', _cacheInvalidate: true });
    expect((await me.budgetOf('2026-11')).incomeItems).toEqual([
      { ...renamed.body, amount: 0, date: '11/15/2026' },
    ]);
  });

  it('edits an expense: due date, paid flag, amount', async () => {
    const { me, budgetId } = await personWithBudget();
    const rent = await me.addItem('expense', budgetId, { name: 'Rent', amount: 140_000 });
    const paid = await me.patch(`/api/expense/${rent.id}`, { isPaid: true });
    expect(paid.body).toEqual({ ...rent, isPaid: true });
    const both = await me.patch(`/api/expense/${rent.id}`, { dueDate: '1', amount: 150_000 });
    expect(both.body).toEqual({
      ...rent,
      isPaid: true,
      dueDate: '1',
      amount: 150_000,
      _cacheInvalidate: true,
    });
  });

  it('ticks and unticks: an income received, an expense paid, each alone and without asking for other months', async () => {
    const { me, budgetId } = await personWithBudget();
    const pay = await me.addItem('income', budgetId, { name: 'Paycheck 1', amount: 250_000, dueDate: '1' });
    const rent = await me.addItem('expense', budgetId, { name: 'Rent', amount: 140_000, dueDate: '3' });
    const phone = await me.addItem('expense', budgetId, { name: 'Phone', amount: 5_000, dueDate: '4' });
    expect([pay.isPaid, rent.isPaid]).toEqual([false, false]);

    const received = await me.patch(`/api/income/${pay.id}`, { isPaid: true });
    expect([received.status, received.body]).toEqual([200, { ...pay, isPaid: true }]);
    const paid = await me.patch(`/api/expense/${rent.id}`, { isPaid: true });
    expect([paid.status, paid.body]).toEqual([200, { ...rent, isPaid: true }]);
    const month = await me.budgetOf('2026-11');
    expect(month.incomeItems).toEqual([{ ...pay, isPaid: true }]);
    expect(month.expenseItems).toEqual([{ ...rent, isPaid: true }, phone]);
    expect(month.sections[0]).toMatchObject({ unpaid: 5_000 });

    const unticked = await me.patch(`/api/expense/${rent.id}`, { isPaid: false });
    expect(unticked.body).toEqual(rent);
    expect((await me.budgetOf('2026-11')).sections[0]).toMatchObject({ unpaid: 145_000 });
  });

  it.each([
    ['income', {}, `body: ${NOTHING_TO_CHANGE}`],
    ['income', { dueDate: '1' }, 'dueDate: Unknown field'],
    ['expense', { date: '1' }, 'date: Unknown field'],
    ['expense', { amount: -1 }, 'amount: Must not be negative'],
    ['expense', { name: '' }, 'name: Name is required'],
    ['expense', { sortOrder: 1.5 }, 'sortOrder: Must be a whole number'],
    ['expense', { isPaid: 'yes' }, 'isPaid: Must be true or false'],
    ['income', { isPaid: 'yes' }, 'isPaid: Must be true or false'],
    ['income', { isPaid: 0 }, 'isPaid: Must be true or false'],
    ['expense', { isPaid: null }, 'isPaid: Must be true or false'],
  ])('refuses a %s change of %j', async (kind, body, message) => {
    const { me, budgetId } = await personWithBudget();
    const item = await me.addItem(kind as 'income' | 'expense', budgetId, { name: 'Item', amount: 100 });
    const response = await me.patch(`/api/${kind}/${item.id}`, body);
    expect([response.status, response.body]).toEqual([400, { message }]);
  });

  it("answers 404 for another user's item and leaves it as it was", async () => {
    const alice = await personWithBudget();
    const bob = await signUp();
    const rent = await alice.me.addItem('expense', alice.budgetId, { name: 'Rent', amount: 100 });
    const response = await bob.patch(`/api/expense/${rent.id}`, { amount: 1 });
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    expect((await alice.me.budgetOf('2026-11')).expenseItems).toEqual([rent]);
  });

  it("refuses to tick another user's income or expense (404) and leaves both unticked", async () => {
    const alice = await personWithBudget();
    const bob = await signUp();
    const pay = await alice.me.addItem('income', alice.budgetId, { name: 'Pay', amount: 100 });
    const rent = await alice.me.addItem('expense', alice.budgetId, { name: 'Rent', amount: 100 });
    for (const path of [`/api/income/${pay.id}`, `/api/expense/${rent.id}`]) {
      const response = await bob.patch(path, { isPaid: true });
      expect([path, response.status, response.body]).toEqual([path, 404, { message: 'Not found' }]);
    }
    const month = await alice.me.budgetOf('2026-11');
    expect([month.incomeItems, month.expenseItems]).toEqual([[pay], [rent]]);
  });

  it('refuses an id that is not a number', async () => {
    const me = await signUp();
    const response = await me.patch('/api/income/first', { amount: 1 });
    expect([response.status, response.body]).toEqual([400, { message: 'id: Must be a valid id' }]);
  });
});

describe('DELETE /api/income/:id and /api/expense/:id', () => {
  it('deletes the item (204); a second delete finds nothing (404)', async () => {
    const { me, budgetId } = await personWithBudget();
    const pay = await me.addItem('income', budgetId, { name: 'Paycheck 1', amount: 100 });
    const rent = await me.addItem('expense', budgetId, { name: 'Rent', amount: 100 });
    const deleted = await me.delete(`/api/income/${pay.id}`);
    expect([deleted.status, deleted.body]).toEqual([204, null]);
    expect(await me.budgetOf('2026-11')).toMatchObject({ incomeItems: [], expenseItems: [rent] });
    const again = await me.delete(`/api/income/${pay.id}`);
    expect([again.status, again.body]).toEqual([404, { message: 'Not found' }]);
  });

  it("answers 404 for another user's item and keeps it", async () => {
    const alice = await personWithBudget();
    const bob = await signUp();
    const rent = await alice.me.addItem('expense', alice.budgetId, { name: 'Rent', amount: 100 });
    const response = await bob.delete(`/api/expense/${rent.id}`);
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    expect((await alice.me.budgetOf('2026-11')).expenseItems).toEqual([rent]);
  });
});

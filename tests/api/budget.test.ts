// GET /api/budget/{userId}/{month}/{year} and POST /api/budget over HTTP against the running stack.
import { describe, expect, it } from 'vitest';
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import { signUp } from './budget-fixtures.ts';
import { apiClient, useDatabase } from './support.ts';

const sql = useDatabase();

describe('GET /api/budget/:userId/:month/:year', () => {
  it('answers a null budget and empty lists for a month without a budget', async () => {
    const me = await signUp();
    const response = await me.get(`/api/budget/${me.userId}/2026-11/2026`);
    expect([response.status, response.body]).toEqual([
      200,
      {
        budget: null,
        incomeItems: [],
        expenseItems: [],
        sections: [
          {
            start: '2026-11-01',
            end: '2026-11-14',
            payday: true,
            incomeIds: [],
            expenseIds: [],
            endBalance: 0,
            lowest: { amount: 0, date: '2026-11-01' },
            unpaid: 0,
            setAside: 0,
          },
          {
            start: '2026-11-15',
            end: '2026-11-30',
            payday: true,
            incomeIds: [],
            expenseIds: [],
            endBalance: 0,
            lowest: { amount: 0, date: '2026-11-15' },
            unpaid: 0,
            setAside: 0,
          },
        ],
        coverage: { status: 'next-month-empty', amount: 0 },
      },
    ]);
  });

  it('gives each section its low point with its day, and what is left to pay', async () => {
    const me = await signUp();
    const id = (await me.createBudget('2026-11', 100_000)).budget!.id;
    // Rent on the 3rd, the paycheck on the 6th: the early half dips to -$500 on the 3rd and closes at $1,980.
    await me.addItem('income', id, { name: 'Paycheck 1', amount: 250_000, dueDate: '6' });
    const rent = await me.addItem('expense', id, { name: 'Rent', amount: 150_000, dueDate: '11/03/2026' });
    await me.addItem('expense', id, { name: 'Phone', amount: 2_000, dueDate: '10' });
    await me.addItem('expense', id, { name: 'Car', amount: 40_000, dueDate: '20' });
    await me.patch(`/api/expense/${rent.id}`, { isPaid: true });

    const { sections } = await me.budgetOf('2026-11');
    expect(sections.map(({ endBalance, lowest, unpaid }) => ({ endBalance, lowest, unpaid }))).toEqual([
      { endBalance: 198_000, lowest: { amount: -50_000, date: '2026-11-03' }, unpaid: 2_000 },
      { endBalance: 158_000, lowest: { amount: 158_000, date: '2026-11-20' }, unpaid: 40_000 },
    ]);
  });

  it('answers the budget with both item lists in sortOrder, then id order', async () => {
    const me = await signUp();
    const { budget } = await me.createBudget('2026-11', 12_345);
    const budgetId = budget!.id;
    const rent = await me.addItem('expense', budgetId, {
      name: 'Rent',
      amount: 140_000,
      dueDate: '11/01/2026',
    });
    const phone = await me.addItem('expense', budgetId, { name: 'Phone', amount: 5_000, dueDate: '3' });
    const pay = await me.addItem('income', budgetId, { name: 'Paycheck 1', amount: 250_000, dueDate: '1' });
    const bonus = await me.addItem('income', budgetId, { name: 'Bonus', amount: 1_000, dueDate: '2' });
    // Put Phone first, and Bonus level with Paycheck 1 so the id decides between them.
    await me.patch(`/api/expense/${phone.id}`, { sortOrder: 50 });
    await me.patch(`/api/income/${bonus.id}`, { sortOrder: pay.sortOrder });

    const body = await me.budgetOf('2026-11');
    expect(body.budget).toEqual({
      id: budgetId,
      userId: me.userId,
      month: '2026-11',
      year: 2026,
      carryForward: 12_345,
      futureGoalsBalance: 0,
    });
    expect(body.expenseItems.map((item) => item.name)).toEqual(['Phone', 'Rent']);
    expect(body.incomeItems.map((item) => item.id)).toEqual([pay.id, bonus.id]);
    expect(body.incomeItems[0]).toEqual({
      id: pay.id,
      budgetId,
      name: 'Paycheck 1',
      amount: 250_000,
      date: '1',
      priority: 3,
      category: 'other',
      isPaid: false,
      sortOrder: pay.sortOrder,
      updatedBy: me.userId,
    });
    expect(body.expenseItems[1]).toEqual({ ...rent, isPaid: false });
  });

  it("accepts the Goals screen's short month name, and the long one, with the year", async () => {
    const me = await signUp();
    const created = await me.createBudget('2026-11');
    for (const month of ['Nov', 'november', 'NOV']) {
      const response = await me.get<BudgetResponse>(`/api/budget/${me.userId}/${month}/2026`);
      expect([month, response.status, response.body.budget?.id]).toEqual([month, 200, created.budget!.id]);
    }
    const otherYear = await me.get<BudgetResponse>(`/api/budget/${me.userId}/Nov/2027`);
    expect(otherYear.body.budget).toBeNull();
  });

  it.each([
    ['2026-13', '2026', 'month: Must be a month as yyyy-MM, or a month name with the year'],
    ['Novembre', '2026', 'month: Must be a month as yyyy-MM, or a month name with the year'],
    ['2026-11', '2027', "year: Must be the month's year"],
    ['2026-11', '26', 'year: Must be a year like 2026'],
    ['Nov', 'next', 'year: Must be a year like 2026'],
  ])('refuses month %s with year %s', async (month, year, message) => {
    const me = await signUp();
    const response = await me.get(`/api/budget/${me.userId}/${month}/${year}`);
    expect([response.status, response.body]).toEqual([400, { message }]);
  });

  it("answers 404 for another user's id, even when that user has a budget", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await alice.createBudget('2026-11');
    const response = await bob.get(`/api/budget/${alice.userId}/2026-11/2026`);
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
  });

  it('refuses a user id that is not a uuid, and a caller without a token', async () => {
    const me = await signUp();
    const malformed = await me.get('/api/budget/42/2026-11/2026');
    expect([malformed.status, malformed.body]).toEqual([400, { message: 'userId: Must be a valid id' }]);
    const anonymous = await apiClient().get(`/api/budget/${me.userId}/2026-11/2026`);
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/budget', () => {
  it('creates an empty budget (201) and answers it as GET does', async () => {
    const me = await signUp();
    const response = await me.post<BudgetResponse>('/api/budget', {
      userId: me.userId,
      month: '2026-11',
      year: 2026,
      carryForward: -2_500,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      budget: {
        id: expect.any(Number),
        userId: me.userId,
        month: '2026-11',
        year: 2026,
        carryForward: -2_500,
        futureGoalsBalance: 0,
      },
      incomeItems: [],
      expenseItems: [],
      sections: expect.any(Array),
      coverage: { status: 'next-month-empty', amount: 0 },
    });
    expect(await me.budgetOf('2026-11')).toEqual(response.body);
  });

  it('answers the existing budget (200) and changes nothing when the month already has one', async () => {
    const me = await signUp();
    const first = await me.createBudget('2026-11', 700);
    const again = await me.post<BudgetResponse>('/api/budget', {
      userId: me.userId,
      month: '2026-11',
      year: 2026,
      carryForward: 0,
    });
    expect([again.status, again.body]).toEqual([200, first]);
  });

  it('makes one budget when two tabs create the same month at the same moment', async () => {
    const me = await signUp();
    const body = { userId: me.userId, month: '2026-11', year: 2026, carryForward: 0 };
    const answers = await Promise.all([
      me.post<BudgetResponse>('/api/budget', body),
      me.post<BudgetResponse>('/api/budget', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.budget!.id).toBe(answers[1]!.body.budget!.id);
    const [row] = await sql`select count(*)::int as n from public.budgets where user_id = ${me.userId}`;
    expect(row?.n).toBe(1);
  });

  it("answers 404 for another user's id and creates nothing", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const response = await bob.post('/api/budget', {
      userId: alice.userId,
      month: '2026-11',
      year: 2026,
      carryForward: 0,
    });
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    const rows = await sql`select id from public.budgets where user_id in (${alice.userId}, ${bob.userId})`;
    expect(rows).toHaveLength(0);
  });

  it.each([
    [{ month: '2026-13', year: 2026 }, 'month: Must be a month as yyyy-MM, or a month name with the year'],
    [{ month: '2026-11', year: 2025 }, "year: Must be the month's year"],
    [{ month: '2026-11', year: '2026' }, 'year: Must be a year like 2026'],
    [{ month: '2026-11', year: 2026, carryForward: 1.5 }, 'carryForward: Must be a whole number of cents'],
    [
      { month: '2026-11', year: 2026, carryForward: 100_000_001 },
      'carryForward: Must be at most 100000000 cents',
    ],
    [{ month: '2026-11', year: 2026, note: 'x' }, 'note: Unknown field'],
  ])('refuses %j', async (fields, message) => {
    const me = await signUp();
    const response = await me.post('/api/budget', { userId: me.userId, ...fields });
    expect([response.status, response.body]).toEqual([400, { message }]);
  });

  it('names a missing user id', async () => {
    const me = await signUp();
    const response = await me.post('/api/budget', { month: '2026-11', year: 2026 });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(/^userId: /);
  });
});

// POST /api/budget/{budgetId}/copy-to-next-month over HTTP against the running stack.
import { describe, expect, it } from 'vitest';
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import { daysInMonth } from '@halfwise/core/calendar.ts';
import { signUp, type Person } from './budget-fixtures.ts';
import { useDatabase } from './support.ts';

const sql = useDatabase();

const copy = (
  person: Person,
  budgetId: number,
  targetMonth: string,
  targetYear = Number(targetMonth.slice(0, 4)),
) => person.post<BudgetResponse>(`/api/budget/${budgetId}/copy-to-next-month`, { targetMonth, targetYear });

/** A month with a received early income, a paid early expense, a late expense on a plain day and its last day. */
async function monthWithItems(person: Person, month: string, carryForward = 4_200) {
  const { budget } = await person.createBudget(month, carryForward);
  const budgetId = budget!.id;
  const [mm, yyyy] = [month.slice(5), month.slice(0, 4)];
  const pay = await person.addItem('income', budgetId, {
    name: 'Paycheck 1',
    amount: 250_000,
    dueDate: `${mm}/01/${yyyy}`,
    priority: 2,
    category: 'salary',
  });
  const rent = await person.addItem('expense', budgetId, {
    name: 'Rent',
    amount: 140_000,
    dueDate: `${mm}/05/${yyyy}`,
    category: 'housing',
  });
  await person.patch(`/api/expense/${rent.id}`, { isPaid: true, sortOrder: 700 });
  await person.patch(`/api/income/${pay.id}`, { isPaid: true });
  const phone = await person.addItem('expense', budgetId, {
    name: 'Phone',
    amount: 5_000,
    dueDate: '20',
    priority: 4,
  });
  const gym = await person.addItem('expense', budgetId, {
    name: 'Gym',
    amount: 3_000,
    // The month's last day: the 31st where it has one.
    dueDate: `${mm}/${daysInMonth(month)}/${yyyy}`,
  });
  return {
    budgetId,
    pay: { ...pay, isPaid: true },
    rent: { ...rent, isPaid: true, sortOrder: 700 },
    phone,
    gym,
  };
}

const itemCount = async (budgetId: number) => {
  const [row] = await sql`
    select (select count(*) from public.income_items where budget_id = ${budgetId})
         + (select count(*) from public.expense_items where budget_id = ${budgetId}) as n`;
  return Number(row?.n);
};

describe('POST /api/budget/:budgetId/copy-to-next-month', () => {
  it('creates the target month with the items copied: dates moved, paid and received flags reset, rows by day', async () => {
    const me = await signUp();
    const source = await monthWithItems(me, '2026-10');
    await sql`update public.budgets set future_goals_balance = 90000 where id = ${source.budgetId}`;

    const response = await copy(me, source.budgetId, '2026-11');
    expect(response.status).toBe(200);
    const { budget, incomeItems, expenseItems } = response.body;
    expect(budget).toEqual({
      id: expect.any(Number),
      userId: me.userId,
      month: '2026-11',
      year: 2026,
      carryForward: 4_200,
      futureGoalsBalance: 90_000,
    });
    const target = budget!.id;
    // October's leftover ($1,062 past the $42 carry-forward) opens November, first, on the 1st; the month's rows
    // are numbered by day (the 1st, 5th, 20th, 30th), whatever order October had them in.
    expect(incomeItems).toEqual([
      expect.objectContaining({
        budgetId: target,
        name: 'Starting cash',
        amount: 102_000,
        date: '1',
        sortOrder: 100,
      }),
      {
        ...source.pay,
        id: expect.any(Number),
        budgetId: target,
        date: '11/01/2026',
        isPaid: false,
        sortOrder: 200,
      },
    ]);
    expect(expenseItems).toEqual([
      {
        ...source.rent,
        id: expect.any(Number),
        budgetId: target,
        dueDate: '11/05/2026',
        isPaid: false,
        sortOrder: 300,
      },
      { ...source.phone, id: expect.any(Number), budgetId: target, sortOrder: 400 },
      // October's last day, the 31st: November lacks it, so the bill falls on the 30th and keeps the 31st.
      {
        ...source.gym,
        id: expect.any(Number),
        budgetId: target,
        dueDate: '11/30/2026',
        keptDay: 31,
        sortOrder: 500,
      },
    ]);
    expect(await me.budgetOf('2026-11')).toEqual(response.body);
    // Every copied item starts unpaid and unreceived, so all the copied bills are left to pay.
    expect(response.body.sections.map((section) => section.unpaid)).toEqual([140_000, 8_000]);
    // The source month is untouched.
    const sourceMonth = await me.budgetOf('2026-10');
    expect(sourceMonth.expenseItems.find((item) => item.name === 'Rent')?.isPaid).toBe(true);
    expect(sourceMonth.incomeItems[0]?.isPaid).toBe(true);
  });

  it('moves dates across a year end (2026-12 -> 2027-01)', async () => {
    const me = await signUp();
    const source = await monthWithItems(me, '2026-12');
    const response = await copy(me, source.budgetId, '2027-01');
    expect(response.status).toBe(200);
    expect(response.body.budget).toMatchObject({ month: '2027-01', year: 2027 });
    expect(response.body.incomeItems.map((item) => item.date)).toEqual(['1', '01/01/2027']);
    expect(response.body.expenseItems.map((item) => item.dueDate)).toEqual([
      '01/05/2027',
      '20',
      '01/31/2027',
    ]);
  });

  it('fills an existing target month that has no items yet', async () => {
    const me = await signUp();
    const source = await monthWithItems(me, '2026-11', 1_000);
    const empty = await me.createBudget('2026-12', 0);
    const response = await copy(me, source.budgetId, '2026-12');
    expect(response.status).toBe(200);
    expect(response.body.budget).toMatchObject({ id: empty.budget!.id, carryForward: 1_000 });
    expect(response.body.expenseItems).toHaveLength(3);
  });

  it('answers 409 with the message the screen shows, and changes nothing, when the target has items', async () => {
    const me = await signUp();
    const source = await monthWithItems(me, '2026-11');
    const target = await me.createBudget('2026-12', 55);
    await me.addItem('expense', target.budget!.id, { name: 'Already here', amount: 100 });
    const before = await me.budgetOf('2026-12');

    const response = await copy(me, source.budgetId, '2026-12');
    expect([response.status, response.body]).toEqual([
      409,
      { message: 'December 2026 already has a budget. Open it to make changes.' },
    ]);
    expect(await me.budgetOf('2026-12')).toEqual(before);
  });

  it('refuses to copy a budget without items, with the spec message, and creates nothing', async () => {
    const me = await signUp();
    const { budget } = await me.createBudget('2026-11');
    const response = await copy(me, budget!.id, '2026-12');
    expect([response.status, response.body]).toEqual([
      400,
      { message: 'No current month budget found to copy' },
    ]);
    expect((await me.budgetOf('2026-12')).budget).toBeNull();
  });

  it("answers 404 for another user's budget and creates nothing for either", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const source = await monthWithItems(alice, '2026-11');
    const response = await copy(bob, source.budgetId, '2026-12');
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    const rows =
      await sql`select user_id from public.budgets where month = '2026-12' and user_id in (${alice.userId}, ${bob.userId})`;
    expect(rows).toHaveLength(0);
  });

  it('lets one of two simultaneous copies win: one 200, one 409, one set of items', async () => {
    const me = await signUp();
    const source = await monthWithItems(me, '2026-11');
    const answers = await Promise.all([
      copy(me, source.budgetId, '2026-12'),
      copy(me, source.budgetId, '2026-12'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const budgets =
      await sql`select id from public.budgets where user_id = ${me.userId} and month = '2026-12'`;
    expect(budgets).toHaveLength(1);
    // The four copied items and the carried leftover.
    expect(await itemCount(Number(budgets[0]?.id))).toBe(5);
  });

  it.each([
    [{ targetMonth: '2026-13', targetYear: 2026 }, 'targetMonth: Must be a month as yyyy-MM'],
    [{ targetMonth: 'December', targetYear: 2026 }, 'targetMonth: Must be a month as yyyy-MM'],
    [{ targetMonth: '2026-12', targetYear: 2027 }, "targetYear: Must be the month's year"],
    [{ targetMonth: '2026-12' }, 'targetYear: Must be a year like 2026'],
    [{ targetMonth: '2026-12', targetYear: 2026, force: true }, 'force: Unknown field'],
  ])('refuses %j', async (body, message) => {
    const me = await signUp();
    const source = await monthWithItems(me, '2026-11');
    const response = await me.post(`/api/budget/${source.budgetId}/copy-to-next-month`, body);
    expect([response.status, response.body]).toEqual([400, { message }]);
  });

  it('refuses a budget id that is not a number', async () => {
    const me = await signUp();
    const response = await me.post('/api/budget/abc/copy-to-next-month', {
      targetMonth: '2026-12',
      targetYear: 2026,
    });
    expect([response.status, response.body]).toEqual([400, { message: 'budgetId: Must be a valid id' }]);
  });
});

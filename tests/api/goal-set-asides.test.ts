// The goals' set-asides in the budget over HTTP (docs/api.md "Future Goals"): each payday section takes its
// 'Future Goals' line from its paycheck only while the switch is on; ticking a line paid puts its amount into the
// Future Goals balance (this month's and every later one's) and untick takes it back, by either member; an expense
// linked to a goal is that goal's bill, paid from what was set aside. Expected figures are worked out here from the
// default schedule (paid on the 1st and the 15th), not by the core.
import { BUDGET_MESSAGES } from '@halfwise/core/budget-schemas.ts';
import type { BudgetResponse, ExpenseItem } from '@halfwise/core/contract/budget.ts';
import type { Goal, SetAsideTickAnswer } from '@halfwise/core/contract/goals.ts';
import { SET_ASIDE_TICK_MESSAGES } from '@halfwise/core/goal-schemas.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { itemDate, lastDayOf, monthsLater, paydaysBetween, THIS_MONTH, TODAY } from './goal-calendar.ts';
import { join } from './household-fixtures.ts';
import { apiClient, useDatabase } from './support.ts';

const sql = useDatabase();

const NEXT_MONTH = monthsLater(THIS_MONTH, 1);
const TARGET_MONTH = monthsLater(THIS_MONTH, 2);
/** Every payday up to the goal's month's end sets aside $50. */
const PAYDAYS = paydaysBetween(TODAY, lastDayOf(TARGET_MONTH));
const EACH = 5_000;
const FIRST = `${NEXT_MONTH}-01`;

const put = <T>(person: Person, path: string, body: unknown) =>
  apiClient().request<T>('PUT', path, { token: person.token, body });

/**
 * A person with the goal, and next month: $500 carried forward, a $1,000 paycheck on the 1st, rent of $1,300 on the
 * 3rd (so the month runs lowest after the rent).
 */
async function personWithGoal(): Promise<{ person: Person; goal: Goal; budgetId: number }> {
  const person = await signUp();
  const created = await person.post<Goal>('/api/future-plans', {
    name: 'Trip',
    targetAmount: PAYDAYS.length * EACH,
    targetMonth: TARGET_MONTH,
  });
  expect(created.status).toBe(201);
  const budget = await person.createBudget(NEXT_MONTH, 50_000);
  const budgetId = budget.budget!.id;
  await person.addItem('income', budgetId, { name: 'Paycheck', amount: 100_000, dueDate: itemDate(FIRST) });
  await person.addItem('expense', budgetId, {
    name: 'Rent',
    amount: 130_000,
    dueDate: itemDate(`${NEXT_MONTH}-03`),
  });
  return { person, goal: created.body, budgetId };
}

const firstSection = async (person: Person) => (await person.budgetOf(NEXT_MONTH)).sections[0]!;

async function balances(person: Person): Promise<Record<string, number>> {
  const rows = await sql<{ month: string; future_goals_balance: number }[]>`
    select month, future_goals_balance from public.budgets where user_id = ${person.userId} order by month`;
  return Object.fromEntries(rows.map((row) => [row.month, row.future_goals_balance]));
}

describe('the set-asides in the budget', () => {
  it('take each payday’s line from its paycheck only while the switch is on', async () => {
    const { person } = await personWithGoal();
    const off = await firstSection(person);
    expect(off).toMatchObject({
      start: FIRST,
      payday: true,
      setAside: 0,
      endBalance: 20_000,
      unpaid: 130_000,
    });
    expect(off.lowest).toEqual({ amount: 20_000, date: `${NEXT_MONTH}-03` });
    expect(off).not.toHaveProperty('setAsidePaid');

    expect((await put(person, '/api/goals/settings', { intoBudget: true })).status).toBe(200);
    const on = await firstSection(person);
    expect(on).toMatchObject({
      setAside: EACH,
      setAsidePaid: false,
      endBalance: 20_000 - EACH,
      unpaid: 130_000 + EACH,
    });
    expect(on.setAsideParts).toEqual([{ goalId: expect.any(Number), amount: EACH }]);
    expect(on.lowest).toEqual({ amount: 20_000 - EACH, date: `${NEXT_MONTH}-03` });
    // The month's end carries it: the second section opens lower by the set-aside, and takes its own.
    const budget = await person.budgetOf(NEXT_MONTH);
    expect(budget.sections[1]).toMatchObject({ setAside: EACH, endBalance: 20_000 - 2 * EACH });
  });
});

describe('PUT /api/goals/set-asides/:date', () => {
  let person: Person;
  let partner: Person;
  beforeAll(async () => {
    ({ person } = await personWithGoal());
    partner = await signUp();
    await join(person, partner);
    expect((await put(person, '/api/goals/settings', { intoBudget: true })).status).toBe(200);
    // This month's budget (where the balance lives, $0 so far) and a later one.
    expect((await person.post('/api/future-goals/balance', { balance: 0 })).status).toBe(200);
  });

  it('ticks the line paid: its amount goes into this month’s balance and every later one, and stays fixed', async () => {
    const answer = await put<SetAsideTickAnswer>(partner, `/api/goals/set-asides/${FIRST}`, { paid: true });
    expect([answer.status, answer.body]).toEqual([
      200,
      { date: FIRST, paid: true, amount: EACH, futureGoalsBalance: EACH },
    ]);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: EACH, [NEXT_MONTH]: EACH });
    expect(await firstSection(person)).toMatchObject({ setAside: EACH, setAsidePaid: true });
    // The payday is settled: what is still missing is planned over the other paydays only.
    const [goal] = (await person.get<Goal[]>('/api/future-plans')).body;
    expect(goal).toMatchObject({ paydaysLeft: PAYDAYS.length - 1 });
    // Ticking it again changes nothing.
    const again = await put<SetAsideTickAnswer>(person, `/api/goals/set-asides/${FIRST}`, { paid: true });
    expect(again.body).toEqual({ date: FIRST, paid: true, amount: EACH, futureGoalsBalance: EACH });
    expect(await balances(person)).toEqual({ [THIS_MONTH]: EACH, [NEXT_MONTH]: EACH });
  });

  it('unticks it: the amount leaves the balance and the line is planned again', async () => {
    const answer = await put<SetAsideTickAnswer>(person, `/api/goals/set-asides/${FIRST}`, { paid: false });
    expect(answer.body).toEqual({ date: FIRST, paid: false, amount: 0, futureGoalsBalance: 0 });
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 0, [NEXT_MONTH]: 0 });
    expect(await firstSection(person)).toMatchObject({ setAsidePaid: false });
    const rows = await sql`select 1 from public.goal_set_aside_ticks where user_id = ${person.userId}`;
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['not a date', 'nope', { paid: true }, `date: ${SET_ASIDE_TICK_MESSAGES.date}`],
    ['no payday', `${NEXT_MONTH}-02`, { paid: true }, `date: ${SET_ASIDE_TICK_MESSAGES.notPlanned}`],
    ['today or before', TODAY, { paid: true }, `date: ${SET_ASIDE_TICK_MESSAGES.notPlanned}`],
    ['paid not a boolean', FIRST, { paid: 'yes' }, `paid: ${SET_ASIDE_TICK_MESSAGES.paid}`],
    ['no paid', FIRST, {}, `paid: ${SET_ASIDE_TICK_MESSAGES.paid}`],
  ])('refuses %s with 400 and changes nothing', async (_, date, body, message) => {
    const response = await put(person, `/api/goals/set-asides/${date}`, body);
    expect([response.status, response.body]).toEqual([400, { message }]);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 0, [NEXT_MONTH]: 0 });
  });

  it('refuses a tick while the switch is off, and needs a token', async () => {
    const fresh = (await personWithGoal()).person;
    const response = await put(fresh, `/api/goals/set-asides/${FIRST}`, { paid: true });
    expect([response.status, response.body]).toEqual([
      400,
      { message: `date: ${SET_ASIDE_TICK_MESSAGES.notPlanned}` },
    ]);
    const anonymous = await apiClient().request('PUT', `/api/goals/set-asides/${FIRST}`, {
      body: { paid: true },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('an expense that is a goal’s bill', () => {
  let person: Person;
  let goal: Goal;
  let budgetId: number;
  let bill: ExpenseItem;
  beforeAll(async () => {
    ({ person, goal, budgetId } = await personWithGoal());
    const response = await person.post<ExpenseItem>('/api/expense', {
      budgetId,
      name: 'Car insurance',
      amount: 60_000,
      dueDate: itemDate(`${NEXT_MONTH}-05`),
      goalId: goal.id,
    });
    expect(response.status).toBe(201);
    bill = response.body;
  });

  it('carries its goalId on create, on the budget read and on PATCH', async () => {
    expect(bill.goalId).toBe(goal.id);
    const budget: BudgetResponse = await person.budgetOf(NEXT_MONTH);
    expect(budget.expenseItems.find((item) => item.id === bill.id)?.goalId).toBe(goal.id);
    expect(budget.expenseItems.find((item) => item.name === 'Rent')).not.toHaveProperty('goalId');
    const unlinked = await person.patch<ExpenseItem>(`/api/expense/${bill.id}`, { goalId: null });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).not.toHaveProperty('goalId');
    const linked = await person.patch<ExpenseItem>(`/api/expense/${bill.id}`, { goalId: goal.id });
    expect([linked.status, linked.body.goalId]).toEqual([200, goal.id]);
  });

  it('counts against its paycheck while the switch is off, and is paid from the set-asides once it is on', async () => {
    expect(await firstSection(person)).toMatchObject({ endBalance: -40_000, unpaid: 190_000 });
    expect((await put(person, '/api/goals/settings', { intoBudget: true })).status).toBe(200);
    const on = await firstSection(person);
    expect(on).toMatchObject({ endBalance: 20_000 - EACH, unpaid: 130_000 + EACH });
    expect(on.lowest).toEqual({ amount: 20_000 - EACH, date: `${NEXT_MONTH}-03` });
    expect(on.expenseIds).toContain(bill.id);
    expect((await put(person, '/api/goals/settings', { intoBudget: false })).status).toBe(200);
  });

  it.each([
    ['another person’s goal', async () => (await personWithGoal()).goal.id],
    ['a goal that does not exist', async () => 999_999_999],
    ['not a number', async () => 'trip'],
    ['a fraction', async () => 1.5],
  ])('refuses %s with 400 goalId, on create and on PATCH, and changes nothing', async (_, goalIdOf) => {
    const goalId = await goalIdOf();
    const message = `goalId: ${BUDGET_MESSAGES.goalId}`;
    const patched = await person.patch(`/api/expense/${bill.id}`, { goalId });
    expect([patched.status, patched.body]).toEqual([400, { message }]);
    const created = await person.post('/api/expense', { budgetId, name: 'X', amount: 100, goalId });
    expect([created.status, created.body]).toEqual([400, { message }]);
    const rows =
      await sql`select name, goal_id from public.expense_items where budget_id = ${budgetId} order by id`;
    expect(rows.map((row) => [row.name, row.goal_id === null ? null : Number(row.goal_id)])).toEqual([
      ['Rent', null],
      ['Car insurance', goal.id],
    ]);
  });

  it('loses its link when the goal is deleted', async () => {
    expect((await person.delete(`/api/future-plans/${goal.id}`)).status).toBe(204);
    const budget = await person.budgetOf(NEXT_MONTH);
    expect(budget.expenseItems.find((item) => item.id === bill.id)).not.toHaveProperty('goalId');
  });
});

describe('a line and a goal’s bill ticked, then unticked in undo order', () => {
  it('leave every month’s balance as it was, next month’s too though it held less than the bill took', async () => {
    const { person, goal, budgetId } = await personWithGoal();
    expect((await put(person, '/api/goals/settings', { intoBudget: true })).status).toBe(200);
    // This month's balance was set after next month was made: next month holds nothing.
    expect((await person.post('/api/future-goals/balance', { balance: 100 })).status).toBe(200);
    const before = { [THIS_MONTH]: 10_000, [NEXT_MONTH]: 0 };
    expect(await balances(person)).toEqual(before);
    const bill = await person.post<ExpenseItem>('/api/expense', {
      budgetId,
      name: 'Car insurance',
      amount: 8_000,
      dueDate: itemDate(`${NEXT_MONTH}-05`),
      goalId: goal.id,
    });
    expect(bill.status).toBe(201);

    const line = await put<SetAsideTickAnswer>(person, `/api/goals/set-asides/${FIRST}`, { paid: true });
    const { amount } = line.body;
    expect([line.status, amount > 0]).toEqual([200, true]);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 10_000 + amount, [NEXT_MONTH]: amount });
    await person.patch(`/api/expense/${bill.body.id}`, { isPaid: true });
    // Next month gives only the set-aside it held.
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 2_000 + amount, [NEXT_MONTH]: 0 });

    await person.patch(`/api/expense/${bill.body.id}`, { isPaid: false });
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 10_000 + amount, [NEXT_MONTH]: amount });
    await put(person, `/api/goals/set-asides/${FIRST}`, { paid: false });
    expect(await balances(person)).toEqual(before);
  });
});

// A goal's bill over HTTP (docs/domain.md "Goals funded by paycheck"): an expense linked to a goal (`goalId`) is paid
// from what was set aside while the goals' set-asides are in the budget, so next month's verdict does not ask this
// month for it, and ticking it paid takes it from the Future Goals balance (unticking puts back what was taken).
// Expected figures are worked out here from the items, not by the core.
import type { BudgetResponse, ExpenseItem } from '@halfwise/core/contract/budget.ts';
import type { Goal } from '@halfwise/core/contract/goals.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { itemDate, monthsLater, THIS_MONTH } from './goal-calendar.ts';
import { apiClient, useDatabase } from './support.ts';

const sql = useDatabase();

const NEXT_MONTH = monthsLater(THIS_MONTH, 1);
const RENT = 30_000;
const INSURANCE = 60_000;

const put = (person: Person, path: string, body: unknown) =>
  apiClient().request('PUT', path, { token: person.token, body });

/** The spare (or minus the shortfall) the verdict on next month gives, and this month's end it weighed. */
function spareOf(budget: BudgetResponse): { spare: number; monthEnd: number } {
  const { status, amount } = budget.coverage;
  return {
    spare: status === 'short' ? -amount : amount,
    monthEnd: budget.sections.at(-1)!.endBalance,
  };
}

describe('next month’s goal bill in the verdict', () => {
  let person: Person;
  beforeAll(async () => {
    person = await signUp();
    const thisMonth = (await person.createBudget(THIS_MONTH, 100_000)).budget!.id;
    await person.addItem('income', thisMonth, {
      name: 'Paycheck',
      amount: 50_000,
      dueDate: itemDate(`${THIS_MONTH}-01`),
    });
    const goal = await person.post<Goal>('/api/future-plans', {
      name: 'Car insurance',
      targetAmount: INSURANCE,
      repeatMonths: 6,
      nextDue: `${NEXT_MONTH}-05`,
    });
    expect(goal.status).toBe(201);
    // Both bills fall before next month's first payday after the 1st (the 15th).
    const next = (await person.createBudget(NEXT_MONTH)).budget!.id;
    await person.addItem('expense', next, {
      name: 'Rent',
      amount: RENT,
      dueDate: itemDate(`${NEXT_MONTH}-03`),
    });
    const bill = await person.post('/api/expense', {
      budgetId: next,
      name: 'Car insurance',
      amount: INSURANCE,
      dueDate: itemDate(`${NEXT_MONTH}-05`),
      goalId: goal.body.id,
    });
    expect(bill.status).toBe(201);
  });

  it('with the switch off, asks this month for the insurance like any bill', async () => {
    const { spare, monthEnd } = spareOf(await person.budgetOf(THIS_MONTH));
    expect(spare).toBe(monthEnd - RENT - INSURANCE);
  });

  it('with the switch on, leaves the insurance to what was set aside: only the rent is needed', async () => {
    expect((await put(person, '/api/goals/settings', { intoBudget: true })).status).toBe(200);
    const { spare, monthEnd } = spareOf(await person.budgetOf(THIS_MONTH));
    expect(spare).toBe(monthEnd - RENT);
  });
});

/** The owner's Future Goals balance by month. */
async function balances(person: Person): Promise<Record<string, number>> {
  const rows = await sql<{ month: string; future_goals_balance: number }[]>`
    select month, future_goals_balance from public.budgets where user_id = ${person.userId} order by month`;
  return Object.fromEntries(rows.map((row) => [row.month, row.future_goals_balance]));
}

/**
 * A person with $`saved` in the Future Goals balance (this month's and next month's), the insurance goal and its
 * $600 bill next month, and the switch as given.
 */
async function personWithBill(
  saved: number,
  intoBudget: boolean,
): Promise<{ person: Person; billId: number }> {
  const person = await signUp();
  const next = (await person.createBudget(NEXT_MONTH)).budget!.id;
  expect((await person.post('/api/future-goals/balance', { balance: saved / 100 })).status).toBe(200);
  // Next month as a copy of this one would have it: the same balance.
  await sql`update public.budgets set future_goals_balance = ${saved} where user_id = ${person.userId}`;
  const goal = await person.post<Goal>('/api/future-plans', {
    name: 'Car insurance',
    targetAmount: INSURANCE,
    repeatMonths: 6,
    nextDue: `${NEXT_MONTH}-05`,
  });
  const bill = await person.post<ExpenseItem>('/api/expense', {
    budgetId: next,
    name: 'Car insurance',
    amount: INSURANCE,
    dueDate: itemDate(`${NEXT_MONTH}-05`),
    goalId: goal.body.id,
  });
  expect(bill.status).toBe(201);
  if (intoBudget) expect((await put(person, '/api/goals/settings', { intoBudget: true })).status).toBe(200);
  return { person, billId: bill.body.id };
}

const tick = (person: Person, id: number, isPaid: boolean) => person.patch(`/api/expense/${id}`, { isPaid });

describe('a goal’s bill ticked paid', () => {
  it('takes its amount from the Future Goals balance, this month’s and every later one’s; untick puts it back', async () => {
    const { person, billId } = await personWithBill(100_000, true);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 100_000 });
    const paid = await tick(person, billId, true);
    expect([paid.status, paid.body]).toMatchObject([200, { isPaid: true, goalId: expect.any(Number) }]);
    expect(paid.body).not.toHaveProperty('goalSpent');
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 40_000, [NEXT_MONTH]: 40_000 });
    // Ticking what is ticked takes nothing more.
    await tick(person, billId, true);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 40_000, [NEXT_MONTH]: 40_000 });
    // Undo of the tick is the tick back: the balance is restored with it.
    expect((await tick(person, billId, false)).status).toBe(200);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 100_000 });
    await tick(person, billId, false);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 100_000 });
  });

  it('takes no more than the balance holds, and puts back exactly that', async () => {
    const { person, billId } = await personWithBill(25_000, true);
    await tick(person, billId, true);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 0, [NEXT_MONTH]: 0 });
    // Money added meanwhile stays: untick puts back the $250 taken, not the bill's $600.
    await sql`update public.budgets set future_goals_balance = 10000 where user_id = ${person.userId}`;
    await tick(person, billId, false);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 35_000, [NEXT_MONTH]: 35_000 });
  });

  it('leaves the balance alone while the switch is off, and for a bill linked to no goal', async () => {
    const { person, billId } = await personWithBill(100_000, false);
    await tick(person, billId, true);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 100_000 });
    await tick(person, billId, false);
    expect((await put(person, '/api/goals/settings', { intoBudget: true })).status).toBe(200);
    expect((await person.patch(`/api/expense/${billId}`, { goalId: null })).status).toBe(200);
    await tick(person, billId, true);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 100_000 });
  });
});

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
): Promise<{ person: Person; billId: number; goalId: number; budgetId: number }> {
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
  return { person, billId: bill.body.id, goalId: goal.body.id, budgetId: next };
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

describe('a goal’s bill paid other than by its tick', () => {
  type Created = ExpenseItem & { _cacheInvalidate?: true };
  const billBody = (budgetId: number, goalId: number) => ({
    budgetId,
    name: 'Car insurance',
    amount: INSURANCE,
    dueDate: itemDate(`${NEXT_MONTH}-05`),
    goalId,
  });

  it('created already paid takes its amount as the tick would; deleted while paid it gives it back', async () => {
    const { person, goalId, budgetId } = await personWithBill(100_000, true);
    const created = await person.post<Created>('/api/expense', {
      ...billBody(budgetId, goalId),
      isPaid: true,
    });
    expect([created.status, created.body._cacheInvalidate]).toEqual([201, true]);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 40_000, [NEXT_MONTH]: 40_000 });
    // Untick and tick again give the same balance: the create took what the tick takes.
    await tick(person, created.body.id, false);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 100_000 });
    await tick(person, created.body.id, true);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 40_000, [NEXT_MONTH]: 40_000 });

    expect((await person.delete(`/api/expense/${created.body.id}`)).status).toBe(204);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 100_000 });
  });

  it('created paid but unlinked, or while the switch is off, takes nothing', async () => {
    const { person, goalId, budgetId } = await personWithBill(100_000, false);
    const linked = await person.post<Created>('/api/expense', {
      ...billBody(budgetId, goalId),
      isPaid: true,
    });
    expect(linked.status).toBe(201);
    expect(linked.body).not.toHaveProperty('_cacheInvalidate');
    expect((await put(person, '/api/goals/settings', { intoBudget: true })).status).toBe(200);
    const { goalId: _goal, ...unlinked } = billBody(budgetId, goalId);
    expect((await person.post('/api/expense', { ...unlinked, isPaid: true })).status).toBe(201);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 100_000 });
    // Deleting the one that took nothing gives nothing.
    expect((await person.delete(`/api/expense/${linked.body.id}`)).status).toBe(204);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 100_000 });
  });

  it('unlinked while paid gives back what it took, and linked while paid takes it, as untick and tick do', async () => {
    const { person, billId, goalId } = await personWithBill(100_000, true);
    await tick(person, billId, true);
    const unlinked = await person.patch<Created>(`/api/expense/${billId}`, { goalId: null });
    expect([unlinked.status, unlinked.body._cacheInvalidate]).toEqual([200, true]);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 100_000 });
    expect((await person.patch(`/api/expense/${billId}`, { goalId })).status).toBe(200);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 40_000, [NEXT_MONTH]: 40_000 });
    // A new amount is taken as an untick, the edit and a tick would take it: the $600 back, then $450.
    expect((await person.patch(`/api/expense/${billId}`, { amount: 45_000 })).status).toBe(200);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 55_000, [NEXT_MONTH]: 55_000 });
    // Other fields leave what it took alone.
    expect((await person.patch(`/api/expense/${billId}`, { name: 'Car insurance (6 months)' })).status).toBe(
      200,
    );
    expect((await person.patch(`/api/expense/${billId}`, { amount: 45_000 })).status).toBe(200);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 55_000, [NEXT_MONTH]: 55_000 });
    await tick(person, billId, false);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 100_000 });
  });

  it('gives back what it took when its goal is deleted, as unlinking it does', async () => {
    const { person, billId, goalId } = await personWithBill(100_000, true);
    await tick(person, billId, true);
    expect((await person.delete(`/api/future-plans/${goalId}`)).status).toBe(204);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 100_000 });
    const [row] =
      await sql`select goal_id, goal_spent, is_paid from public.expense_items where id = ${billId}`;
    expect(row).toEqual({ goal_id: null, goal_spent: null, is_paid: true });
  });
});

describe('a later month whose balance held less than the bill', () => {
  it('gives what it held, and gets exactly that back on untick: every month as before', async () => {
    const { person, billId } = await personWithBill(100_000, true);
    // Next month was made before this month's balance was raised: it holds only $40.
    await sql`update public.budgets set future_goals_balance = 4000
              where user_id = ${person.userId} and month = ${NEXT_MONTH}`;
    await tick(person, billId, true);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 40_000, [NEXT_MONTH]: 0 });
    await tick(person, billId, false);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 4000 });
  });

  it('a month copied since the tick from one it took from gets back what that month gets back', async () => {
    const { person, billId, budgetId } = await personWithBill(100_000, true);
    await sql`update public.budgets set future_goals_balance = 4000
              where user_id = ${person.userId} and month = ${NEXT_MONTH}`;
    await tick(person, billId, true);
    const later = monthsLater(THIS_MONTH, 2);
    // The copy carries next month's balance: $0 after the tick.
    const copied = await person.post(`/api/budget/${budgetId}/copy-to-next-month`, {
      targetMonth: later,
      targetYear: Number(later.slice(0, 4)),
    });
    expect(copied.status).toBe(200);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 40_000, [NEXT_MONTH]: 0, [later]: 0 });
    await tick(person, billId, false);
    expect(await balances(person)).toEqual({ [THIS_MONTH]: 100_000, [NEXT_MONTH]: 4000, [later]: 4000 });
  });
});

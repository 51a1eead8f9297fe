// A goal's bill over HTTP (docs/domain.md "Goals funded by paycheck"): an expense linked to a goal (`goalId`) is paid
// from what was set aside while the goals' set-asides are in the budget, so next month's verdict does not ask this
// month for it. Expected figures are worked out here from the items, not by the core.
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import type { Goal } from '@halfwise/core/contract/goals.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { itemDate, monthsLater, THIS_MONTH } from './goal-calendar.ts';
import { apiClient } from './support.ts';

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

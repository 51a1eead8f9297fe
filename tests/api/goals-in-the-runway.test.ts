// The goals' set-asides in the runway over HTTP (docs/domain.md "The runway"): a person paid every two weeks with
// "Car insurance $600 every 6 months" linked to its bill. While the set-asides are in the budget, each payday's
// set-aside is a bill of that payday and the insurance is paid from what was set aside, so the runway does not dip
// on its due day; with the switch off it does. Expected figures are worked out here, not by the core.
import type { RunwayResponse } from '@halfwise/core/contract/runway.ts';
import type { Goal } from '@halfwise/core/contract/goals.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { daysLater, itemDate, TODAY } from './goal-calendar.ts';
import { rawRequest } from './own-data-support.ts';
import { apiClient } from './support.ts';

/** Paid every two weeks from tomorrow: the paydays after today are tomorrow, then every 14 days. */
const PAYDAYS = Array.from({ length: 7 }, (_, index) => daysLater(TODAY, 1 + 14 * index));
/** The insurance falls due between the sixth and the seventh payday after today. */
const DUE = daysLater(TODAY, 78);
const PAYCHECK = 20_000;
const GROCERIES = 15_000;
const CARRIED = 5_000;
/** $300 of the $600 is already in the Future Goals balance: $50 from each of the 6 paydays before it falls due. */
const SAVED = 30_000; // cents; the balance is sent in dollars
const EACH = 5_000;

const put = (person: Person, path: string, body: unknown) =>
  apiClient().request('PUT', path, { token: person.token, body });
const runwayOf = async (person: Person) =>
  (await person.get<RunwayResponse>(`/api/runway?paychecks=7&today=${TODAY}`)).body;

/**
 * The person: $50 of starting cash this month, a $200 paycheck on every payday and $150 of groceries the day after,
 * each in its month's budget, and the insurance's bill on its due day, linked to its goal.
 */
async function personWithInsurance(): Promise<Person> {
  const person = await signUp();
  const schedule = await rawRequest('PUT', '/api/pay-schedule', {
    token: person.token,
    body: JSON.stringify({ kind: 'biweekly', anchor: PAYDAYS[0] }),
  });
  expect(schedule.status).toBe(200);
  const budgets = new Map<string, number>();
  const budgetOf = async (date: string) => {
    const month = date.slice(0, 7);
    if (!budgets.has(month)) {
      budgets.set(month, (await person.createBudget(month)).budget!.id);
    }
    return budgets.get(month)!;
  };
  // Told as this month's opening money, so the month has an item whatever day today is.
  await person.addItem('income', await budgetOf(TODAY), {
    name: 'Starting cash',
    amount: CARRIED,
    dueDate: itemDate(`${TODAY.slice(0, 7)}-01`),
  });
  expect((await person.post('/api/future-goals/balance', { balance: SAVED / 100 })).status).toBe(200);
  for (const payday of PAYDAYS) {
    await person.addItem('income', await budgetOf(payday), {
      name: 'Paycheck',
      amount: PAYCHECK,
      dueDate: itemDate(payday),
    });
    const after = daysLater(payday, 1);
    await person.addItem('expense', await budgetOf(after), {
      name: 'Groceries',
      amount: GROCERIES,
      dueDate: itemDate(after),
    });
  }
  const goal = await person.post<Goal>('/api/future-plans', {
    name: 'Car insurance',
    targetAmount: 60_000,
    repeatMonths: 6,
    nextDue: DUE,
  });
  expect(goal.status).toBe(201);
  const bill = await person.post('/api/expense', {
    budgetId: await budgetOf(DUE),
    name: 'Car insurance',
    amount: 60_000,
    dueDate: itemDate(DUE),
    goalId: goal.body.id,
  });
  expect(bill.status).toBe(201);
  return person;
}

describe('the runway with the goals’ set-asides', () => {
  let person: Person;
  beforeAll(async () => {
    person = await personWithInsurance();
  });

  it('with the switch off, counts the insurance against its day: the runway dips below zero there', async () => {
    const runway = await runwayOf(person);
    expect(runway.lowest).toEqual({ date: DUE, amount: CARRIED + 6 * (PAYCHECK - GROCERIES) - 60_000 });
    expect(runway.firstShort).toEqual({ date: DUE, amount: 60_000 - CARRIED - 6 * (PAYCHECK - GROCERIES) });
  });

  it('with the switch on, takes $50 from each payday and pays the insurance from it: no dip on its due day', async () => {
    const [goal] = (await person.get<Goal[]>('/api/future-plans')).body;
    expect(goal).toMatchObject({ perPaycheck: EACH, paydaysLeft: 6, status: 'on-track' });
    expect((await put(person, '/api/goals/settings', { intoBudget: true })).status).toBe(200);
    const runway = await runwayOf(person);
    expect(runway.firstShort).toBeNull();
    // Each payday nets $200 − $50 − $150 = $0, so the balance never falls below what was carried in.
    expect(runway.lowest).toEqual({ date: TODAY, amount: CARRIED });
    const rows = runway.paychecks.slice(1);
    expect(rows.map((row) => row.date)).toEqual(PAYDAYS.slice(0, 6));
    // The row the insurance falls in: the paycheck's set-aside and groceries, not the insurance.
    expect(rows[5]).toMatchObject({ billsDue: 2, billsTotal: EACH + GROCERIES, endBalance: CARRIED });
    expect(rows.map((row) => row.lowest.amount)).toEqual(rows.map(() => CARRIED));
  });
});

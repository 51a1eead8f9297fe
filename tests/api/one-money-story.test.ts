// One money story over HTTP (issue 45, defects 1–3): the verdict counts the same dollars once, a copy to next month
// carries the leftover instead of a stale bank balance, and the runway starts from the balance the person typed.
// Every month and "today" here is fixed by the test, so the answers do not depend on the day it runs.
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import type { RunwayResponse } from '@halfwise/core/contract/runway.ts';
import { addMonths } from '@halfwise/core/calendar.ts';
import { monthKeyOfIsoDate } from '@halfwise/core/iso-date.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { apiClient } from './support.ts';

async function paidBy(person: Person, schedule: PaySchedule) {
  const answer = await apiClient().request('PUT', '/api/pay-schedule', {
    body: schedule,
    token: person.token,
  });
  expect(answer.status).toBe(200);
}

type Planned = [kind: 'income' | 'expense', name: string, dollars: number, day: number];

/** A month set up over HTTP, each item dated 'MM/DD/YYYY'. */
async function setUp(person: Person, month: string, items: Planned[]): Promise<number> {
  const budgetId = (await person.createBudget(month)).budget!.id;
  for (const [kind, name, dollars, day] of items) {
    const dueDate = `${month.slice(5)}/${String(day).padStart(2, '0')}/${month.slice(0, 4)}`;
    await person.addItem(kind, budgetId, { name, amount: dollars * 100, dueDate });
  }
  return budgetId;
}

const copy = (person: Person, budgetId: number, targetMonth: string) =>
  person.post<BudgetResponse>(`/api/budget/${budgetId}/copy-to-next-month`, {
    targetMonth,
    targetYear: Number(targetMonth.slice(0, 4)),
  });

// The runway is read for today (the server's date, which the tests and the server share, fake clock or not):
// this month and next month are the test's months, whatever the date.
const TODAY = new Date().toISOString().slice(0, 10);
const THIS_MONTH = monthKeyOfIsoDate(TODAY);
const NEXT_MONTH = addMonths(THIS_MONTH, 1);

const runwayOf = (person: Person, paychecks = 6) =>
  person.get<RunwayResponse>(`/api/runway?today=${TODAY}&paychecks=${paychecks}`);

/** The runway's balance at the close of the day before next month's first payday after the 1st (`payday`). */
function closeBefore(runway: RunwayResponse, payday: string): number | undefined {
  const index = runway.paychecks.findIndex((row) => row.date === payday);
  return runway.paychecks[index - 1]?.endBalance;
}

/** Paid on the 5th and the 20th, this month (December in the issue) opens with $1,400, has $1,310 of bills on the 1st–4th, ends at $2,240. */
const THIS_MONTH_ITEMS: Planned[] = [
  ['income', 'Starting cash', 1_400, 1],
  ['expense', 'Rent', 1_000, 1],
  ['expense', 'Phone', 310, 4],
  ['income', 'Paycheck', 1_600, 5],
  ['expense', 'Groceries', 400, 10],
  ['income', 'Paycheck', 1_600, 20],
  ['expense', 'Car', 650, 22],
];

describe('one money story', () => {
  it("after COPY BUDGET, the verdict, next month's first section and the runway say the same spare", async () => {
    const me = await signUp();
    await paidBy(me, { kind: 'semimonthly', days: [5, 20] });
    const thisMonth = await setUp(me, THIS_MONTH, THIS_MONTH_ITEMS);
    expect((await me.budgetOf(THIS_MONTH)).sections.at(-1)?.endBalance).toBe(224_000);

    const copied = await copy(me, thisMonth, NEXT_MONTH);
    expect(copied.status).toBe(200);
    // January's opening money is December's leftover, dated on the 1st; the stale $1,400 is gone.
    const opening = copied.body.incomeItems.filter((item) => item.name === 'Starting cash');
    const firstOfNext = `${NEXT_MONTH.slice(5)}/01/${NEXT_MONTH.slice(0, 4)}`;
    expect(opening.map((item) => [item.amount, item.date])).toEqual([[224_000, firstOfNext]]);
    expect(copied.body.budget?.carryForward).toBe(0);

    const verdict = (await me.budgetOf(THIS_MONTH)).coverage;
    expect(verdict).toEqual({ status: 'covered', amount: 93_000 });
    const next = await me.budgetOf(NEXT_MONTH);
    expect(next.sections[0]?.endBalance).toBe(93_000);
    const runway = await runwayOf(me);
    expect(runway.status).toBe(200);
    expect(closeBefore(runway.body, `${NEXT_MONTH}-05`)).toBe(93_000);

    // The person types the real balance for January: January and the runway follow it; the verdict stays the plan.
    const held = opening[0]!;
    expect((await me.patch(`/api/income/${held.id}`, { amount: 200_000 })).status).toBe(200);
    expect((await me.budgetOf(NEXT_MONTH)).sections[0]?.endBalance).toBe(69_000);
    expect(closeBefore((await runwayOf(me)).body, `${NEXT_MONTH}-05`)).toBe(69_000);
    expect((await me.budgetOf(THIS_MONTH)).coverage).toEqual({ status: 'covered', amount: 93_000 });
  });

  it('carries a month that ends short as a carry-forward below zero, and adds a balance where there was none', async () => {
    const me = await signUp();
    await paidBy(me, { kind: 'semimonthly', days: [1, 15] });
    const short = await setUp(me, '2027-03', [
      ['income', 'Paycheck', 1_000, 1],
      ['expense', 'Rent', 1_500, 2],
    ]);
    const april = await copy(me, short, '2027-04');
    expect(april.body.budget?.carryForward).toBe(-50_000);
    expect(april.body.incomeItems.map((item) => item.name)).toEqual(['Paycheck']);

    const spare = await setUp(me, '2027-06', [
      ['income', 'Paycheck', 2_000, 1],
      ['expense', 'Rent', 1_500, 2],
    ]);
    const july = await copy(me, spare, '2027-07');
    expect(july.body.incomeItems.map((item) => [item.name, item.amount, item.date])).toEqual([
      ['Starting cash', 50_000, '1'],
      ['Paycheck', 200_000, '07/01/2027'],
    ]);
    expect((await me.budgetOf('2027-06')).coverage.amount).toBe(july.body.sections[0]?.endBalance);
    // The whole copy, the carried leftover included, is undone as one change.
    const undo = await me.delete(`/api/budget/${july.body.budget!.id}/copy`);
    expect(undo.status).toBe(200);
    expect((undo.body as unknown as BudgetResponse).budget).toBeNull();
  });

  it('starts the runway from the bank balance typed for a month when the month before is empty', async () => {
    const me = await signUp();
    await paidBy(me, { kind: 'monthly', day: 31 });
    await setUp(me, NEXT_MONTH, [
      ['income', 'Starting cash', 1_500, 1],
      ['expense', 'Rent', 1_200, 1],
      ['expense', 'Groceries', 365, 20],
    ]);
    // This month has no budget; next month opens with its bank balance, less rent, then groceries on the 20th.
    const runway = await runwayOf(me);
    expect(runway.status).toBe(200);
    expect(runway.body.firstShort).toEqual({ date: `${NEXT_MONTH}-20`, amount: 6_500 });
  });
});

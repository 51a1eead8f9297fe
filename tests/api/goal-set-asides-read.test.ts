// GET /api/goals/set-asides over HTTP (docs/api.md "Future Goals"): each payday's set-aside as the goals' plan
// makes it with a lower Future Goals balance is what the budget and the runway show once a move from Future Goals
// of the difference is applied; a partner reads the owner's; bad queries are refused naming the field.
import type { SetAsidesResponse } from '@halfwise/core/contract/runway.ts';
import type { Goal } from '@halfwise/core/contract/goals.ts';
import { WHAT_IF_MESSAGES, type RunwayChange } from '@halfwise/core/runway-what-if.ts';
import { describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { join } from './household-fixtures.ts';
import { apply, budgetsOf, dayIn, MONTHS, runwayPerson, TODAY, whatIf, runwayOf } from './runway-fixtures.ts';
import { apiClient } from './support.ts';

const setAsidesOf = (person: Person, query: string) =>
  person.get<SetAsidesResponse>(`/api/goals/set-asides?${query}`);

/** A runway person with $300 in Future Goals, a goal due in three months and the set-asides in the budget. */
async function withGoals() {
  const me = await runwayPerson({ goals: 300 });
  const goal = await me.post<Goal>('/api/future-plans', {
    name: 'Trip',
    targetAmount: 120_000,
    targetMonth: MONTHS[3],
  });
  expect(goal.status).toBe(201);
  const settings = await apiClient().request('PUT', '/api/goals/settings', {
    token: me.token,
    body: { intoBudget: true },
  });
  expect(settings.status).toBe(200);
  return me;
}

/** The 'Future Goals' line of each payday of the months set up, as GET budget answers them. */
async function budgetLines(person: Person) {
  const budgets = await budgetsOf(person);
  return budgets.flatMap((budget) =>
    budget.sections
      .filter((section) => section.payday)
      .map((section) => ({ date: section.start, amount: section.setAside })),
  );
}

const inMonthsSetUp = ({ setAsides }: SetAsidesResponse) =>
  setAsides.filter(({ date }) => MONTHS.some((month) => date.startsWith(month)));

describe('GET /api/goals/set-asides', () => {
  it('gives the set-asides a move from Future Goals leaves, as the budget and the runway have them after applying it', async () => {
    const me = await withGoals();
    const now = await setAsidesOf(me, `today=${TODAY}`);
    expect(now.status).toBe(200);
    expect(inMonthsSetUp(now.body)).toEqual(await budgetLines(me));
    const lower = await setAsidesOf(me, `balance=10000&today=${TODAY}`);
    expect(lower.status).toBe(200);
    // A lower balance leaves more to set aside: the read is not the one of the balance as it is.
    expect(lower.body).not.toEqual(now.body);

    // $200 of the $300 moved on a day that is no payday: the balance the plan counts becomes $100.
    const changes: RunwayChange[] = [{ kind: 'from-goals', date: dayIn(MONTHS[1], 7), amount: 20_000 }];
    const expected = (await whatIf(me, changes)).body;
    expect((await apply(me, changes, { undoId: 'undo-set-asides-read' })).status).toBe(200);
    expect(await runwayOf(me)).toEqual(expected);
    expect(inMonthsSetUp(lower.body)).toEqual(await budgetLines(me));
    expect((await setAsidesOf(me, `today=${TODAY}`)).body).toEqual(lower.body);
  });

  it('reads every payday from last month to 13 months on, and nothing while the set-asides are not in the budget', async () => {
    const me = await withGoals();
    const { setAsides } = (await setAsidesOf(me, `today=${TODAY}`)).body;
    const months = [...new Set(setAsides.map(({ date }) => date.slice(0, 7)))];
    expect(months).toHaveLength(15);
    expect(setAsides).toHaveLength(30);
    expect(setAsides.map(({ date }) => date)).toEqual(setAsides.map(({ date }) => date).sort());

    const off = await runwayPerson({ goals: 300 });
    expect((await setAsidesOf(off, `balance=0&today=${TODAY}`)).body).toEqual({ setAsides: [] });
  });

  it("answers a partner the owner's set-asides", async () => {
    const owner = await withGoals();
    const partner = await signUp();
    await join(owner, partner);
    const query = `balance=5000&today=${TODAY}`;
    const theirs = await setAsidesOf(partner, query);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual((await setAsidesOf(owner, query)).body);
    expect(theirs.body.setAsides.some(({ amount }) => amount > 0)).toBe(true);
  });

  it('refuses a bad balance or date naming the field, and a caller without a session', async () => {
    const me = await withGoals();
    const refusals: [string, string][] = [
      ['balance=-1', 'balance: Must be a whole number of cents, 0 or more'],
      ['balance=12.5', 'balance: Must be a whole number of cents, 0 or more'],
      ['balance=abc', 'balance: Must be a whole number of cents, 0 or more'],
      ['balance=30001', `balance: ${WHAT_IF_MESSAGES.overBalance(30_000)}`],
      ['today=2020-01-01', 'today: Must be a date as YYYY-MM-DD, within a day of today'],
      ['today=tomorrow', 'today: Must be a date as YYYY-MM-DD, within a day of today'],
    ];
    for (const [query, message] of refusals) {
      const answer = await setAsidesOf(me, query);
      expect([query, answer.status, answer.body]).toEqual([query, 400, { message }]);
    }
    expect((await setAsidesOf(me, 'paychecks=6')).status).toBe(400);
    expect((await apiClient().request('GET', `/api/goals/set-asides?today=${TODAY}`)).status).toBe(401);
    // Reading writes nothing: the balance is as it was.
    expect((await budgetsOf(me))[0]!.budget!.futureGoalsBalance).toBe(30_000);
  });
});

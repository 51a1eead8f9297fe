// Goals funded by paycheck over HTTP (docs/api.md "Future Goals"): a goal's date or repetition and its plan from
// today on every read, each refusal naming its field and changing nothing, the Goals settings' switch shared by
// both members of a budget, and each payday section's `setAside`. Expected figures are worked out here by walking
// the calendar day by day under the default schedule (paid on the 1st and the 15th), not by the core's plan.
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import type { Goal, GoalSettings } from '@halfwise/core/contract/goals.ts';
import { GOAL_SETTINGS_MESSAGES } from '@halfwise/core/goal-schemas.ts';
import { GOAL_TIMING_MESSAGES } from '@halfwise/core/goal-timing.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import {
  daysLater,
  itemDate,
  lastDayOf,
  monthsLater,
  paydaysBetween,
  THIS_MONTH,
  TODAY,
} from './goal-calendar.ts';
import { join } from './household-fixtures.ts';
import { apiClient, useDatabase } from './support.ts';

const sql = useDatabase();

const put = <T>(person: Person, path: string, body: unknown) =>
  apiClient().request<T>('PUT', path, { token: person.token, body });

async function createGoal(person: Person, body: Record<string, unknown>): Promise<Goal> {
  const response = await person.post<Goal>('/api/future-plans', body);
  expect(response.status).toBe(201);
  return response.body;
}

const goalsOf = async (person: Person) => (await person.get<Goal[]>('/api/future-plans')).body;

async function storedTiming(id: number) {
  const [row] = await sql`
    select target_amount, target_month, repeat_months, to_char(next_due, 'YYYY-MM-DD') as next_due
    from public.future_plans where id = ${id}`;
  return row;
}

describe('a goal with a date', () => {
  let person: Person;
  beforeAll(async () => {
    person = await signUp();
  });

  it('answers what to set aside from each payday until its month ends, on create and on every read', async () => {
    const targetMonth = monthsLater(THIS_MONTH, 6);
    const paydays = paydaysBetween(TODAY, lastDayOf(targetMonth));
    const goal = await createGoal(person, { name: 'Vacation', targetAmount: 120_000, targetMonth });
    expect(goal).toMatchObject({
      targetMonth,
      repeatMonths: null,
      nextDue: null,
      perPaycheck: Math.ceil(120_000 / paydays.length),
      paydaysLeft: paydays.length,
      status: 'on-track',
      earliest: null,
    });
    expect((await goalsOf(person)).find((entry) => entry.id === goal.id)).toEqual(goal);
    // The day it was made, which the Goals screen's pace bar starts from.
    const [made] = await sql<{ day: string }[]>`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day from public.future_plans where id = ${goal.id}`;
    expect(goal.createdOn).toBe(made?.day);
  });

  it('keeps an undated goal the spec’s: nothing to set aside, reached once the balance covers it', async () => {
    const fresh = await signUp();
    const goal = await createGoal(fresh, { name: 'Rainy day', targetAmount: 50_000 });
    expect(goal).toMatchObject({
      targetMonth: null,
      timeframeMonths: 12,
      perPaycheck: 0,
      paydaysLeft: 0,
      status: 'on-track',
      earliest: null,
    });
    expect((await fresh.post('/api/future-goals/balance', { balance: 500 })).status).toBe(200);
    expect((await goalsOf(fresh))[0]).toMatchObject({ status: 'reached', perPaycheck: 0 });
  });

  it('fills the goals in order from the Future Goals balance and plans only what is missing', async () => {
    const fresh = await signUp();
    const targetMonth = monthsLater(THIS_MONTH, 3);
    const count = paydaysBetween(TODAY, lastDayOf(targetMonth)).length;
    await createGoal(fresh, { name: 'First', targetAmount: 30_000, targetMonth });
    await createGoal(fresh, { name: 'Second', targetAmount: 100_000, targetMonth });
    expect((await fresh.post('/api/future-goals/balance', { balance: 500 })).status).toBe(200);
    const [first, second] = await goalsOf(fresh);
    expect(first).toMatchObject({ status: 'reached', perPaycheck: 0, paydaysLeft: count });
    expect(second).toMatchObject({ status: 'on-track', perPaycheck: Math.ceil(80_000 / count) });
  });

  it('is too late when a set-aside would exceed the smallest paycheck ahead, and names the earliest payday', async () => {
    const fresh = await signUp();
    const nextMonth = monthsLater(THIS_MONTH, 1);
    const budget = await fresh.createBudget(nextMonth);
    await fresh.addItem('income', budget.budget!.id, {
      name: 'Paycheck',
      amount: 10_000,
      dueDate: itemDate(`${nextMonth}-15`),
    });
    const goal = await createGoal(fresh, { name: 'Car', targetAmount: 100_000, targetMonth: nextMonth });
    const paydays = paydaysBetween(TODAY, lastDayOf(nextMonth));
    // $100 at most from each payday reaches $1,000 on the tenth payday after today.
    const tenth = paydaysBetween(TODAY, lastDayOf(monthsLater(THIS_MONTH, 7)))[9];
    expect(goal).toMatchObject({
      perPaycheck: Math.ceil(100_000 / paydays.length),
      paydaysLeft: paydays.length,
      status: 'too-late',
      earliest: tenth,
    });
    // Within reach of the paycheck, it is on track again.
    const patched = await fresh.patch<Goal>(`/api/future-plans/${goal.id}`, { targetAmount: 10_000 });
    expect(patched.body).toMatchObject({ status: 'on-track', earliest: null });
  });
});

describe('a repeating goal', () => {
  it('sets aside for its next due day, and restarts after each one', async () => {
    const person = await signUp();
    const nextDue = daysLater(TODAY, 40);
    const insurance = await createGoal(person, {
      name: 'Car insurance',
      targetAmount: 60_000,
      repeatMonths: 6,
      nextDue,
    });
    const paydays = paydaysBetween(TODAY, nextDue);
    expect(insurance).toMatchObject({
      targetMonth: null,
      repeatMonths: 6,
      nextDue,
      perPaycheck: Math.ceil(60_000 / paydays.length),
      paydaysLeft: paydays.length,
      status: 'on-track',
    });
    // Due yesterday every month: the bill was paid, and the next one is due a month after it.
    const passed = daysLater(TODAY, -1);
    const monthly = await createGoal(person, {
      name: 'Phone',
      targetAmount: 3_000,
      repeatMonths: 1,
      nextDue: passed,
    });
    const nextMonth = monthsLater(passed.slice(0, 7), 1);
    const day = Math.min(Number(passed.slice(8)), Number(lastDayOf(nextMonth).slice(8)));
    const due = `${nextMonth}-${String(day).padStart(2, '0')}`;
    expect(monthly.paydaysLeft).toBe(paydaysBetween(TODAY, due).length);
  });

  it('turns into a dated goal and back by PATCH', async () => {
    const person = await signUp();
    const goal = await createGoal(person, {
      name: 'Tires',
      targetAmount: 40_000,
      repeatMonths: 12,
      nextDue: TODAY,
    });
    const targetMonth = monthsLater(THIS_MONTH, 2);
    const dated = await person.patch<Goal>(`/api/future-plans/${goal.id}`, {
      repeatMonths: null,
      nextDue: null,
      targetMonth,
    });
    expect(dated).toMatchObject({ status: 200, body: { targetMonth, repeatMonths: null, nextDue: null } });
    expect(await storedTiming(goal.id)).toEqual({
      target_amount: 40_000,
      target_month: targetMonth,
      repeat_months: null,
      next_due: null,
    });
    const undated = await person.patch<Goal>(`/api/future-plans/${goal.id}`, { targetMonth: null });
    expect(undated.body).toMatchObject({ targetMonth: null, perPaycheck: 0, paydaysLeft: 0 });
  });
});

describe('refusals name the field and change nothing', () => {
  let person: Person;
  let dated: Goal;
  let repeating: Goal;
  const pastMonth = monthsLater(THIS_MONTH, -1);
  const laterMonth = monthsLater(THIS_MONTH, 4);

  beforeAll(async () => {
    person = await signUp();
    dated = await createGoal(person, { name: 'Dated', targetAmount: 10_000, targetMonth: laterMonth });
    repeating = await createGoal(person, {
      name: 'Repeating',
      targetAmount: 20_000,
      repeatMonths: 3,
      nextDue: daysLater(TODAY, 10),
    });
  });

  const fieldRefusals: [Record<string, unknown>, string][] = [
    [{ targetMonth: 'June 2027' }, `targetMonth: ${GOAL_TIMING_MESSAGES.targetMonth}`],
    [{ targetMonth: '2027-13' }, `targetMonth: ${GOAL_TIMING_MESSAGES.targetMonth}`],
    [{ targetMonth: 202706 }, `targetMonth: ${GOAL_TIMING_MESSAGES.targetMonth}`],
    [{ targetMonth: pastMonth }, `targetMonth: ${GOAL_TIMING_MESSAGES.pastTargetMonth}`],
    [{ repeatMonths: 0, nextDue: TODAY }, `repeatMonths: ${GOAL_TIMING_MESSAGES.repeatMonths}`],
    [{ repeatMonths: 25, nextDue: TODAY }, `repeatMonths: ${GOAL_TIMING_MESSAGES.repeatMonths}`],
    [{ repeatMonths: 1.5, nextDue: TODAY }, `repeatMonths: ${GOAL_TIMING_MESSAGES.repeatMonths}`],
    [{ repeatMonths: '6', nextDue: TODAY }, `repeatMonths: ${GOAL_TIMING_MESSAGES.repeatMonths}`],
    [{ repeatMonths: 6, nextDue: '2027-02-30' }, `nextDue: ${GOAL_TIMING_MESSAGES.nextDue}`],
    [{ repeatMonths: 6, nextDue: 'tomorrow' }, `nextDue: ${GOAL_TIMING_MESSAGES.nextDue}`],
    [{ repeatMonths: 6, nextDue: '1899-12-31' }, `nextDue: ${GOAL_TIMING_MESSAGES.nextDue}`],
  ];

  it.each(fieldRefusals)('POST %j is 400 and creates nothing', async (fields, message) => {
    const before = (await goalsOf(person)).length;
    const response = await person.post('/api/future-plans', { name: 'New', targetAmount: 100, ...fields });
    expect([response.status, response.body]).toEqual([400, { message }]);
    expect(await goalsOf(person)).toHaveLength(before);
  });

  it.each(fieldRefusals)('PATCH %j is 400 and changes nothing', async (fields, message) => {
    const before = await storedTiming(repeating.id);
    const response = await person.patch(`/api/future-plans/${repeating.id}`, fields);
    expect([response.status, response.body]).toEqual([400, { message }]);
    expect(await storedTiming(repeating.id)).toEqual(before);
  });

  it.each([
    [
      { targetMonth: laterMonth, repeatMonths: 6, nextDue: TODAY },
      `targetMonth: ${GOAL_TIMING_MESSAGES.bothTimings}`,
    ],
    [{ repeatMonths: 6 }, `nextDue: ${GOAL_TIMING_MESSAGES.repeatNeedsDue}`],
    [{ nextDue: TODAY }, `repeatMonths: ${GOAL_TIMING_MESSAGES.dueNeedsRepeat}`],
  ])('POST %j is 400: a goal is due by a month or repeats from a due day', async (fields, message) => {
    const response = await person.post('/api/future-plans', { name: 'New', targetAmount: 100, ...fields });
    expect([response.status, response.body]).toEqual([400, { message }]);
  });

  it('refuses a PATCH that would leave a goal both dated and repeating, or repeating without its due day', async () => {
    const cases: [Goal, Record<string, unknown>, string][] = [
      [dated, { repeatMonths: 6, nextDue: TODAY }, `repeatMonths: ${GOAL_TIMING_MESSAGES.bothTimings}`],
      [repeating, { targetMonth: laterMonth }, `targetMonth: ${GOAL_TIMING_MESSAGES.bothTimings}`],
      [repeating, { nextDue: null }, `nextDue: ${GOAL_TIMING_MESSAGES.repeatNeedsDue}`],
      [repeating, { repeatMonths: null }, `repeatMonths: ${GOAL_TIMING_MESSAGES.dueNeedsRepeat}`],
    ];
    for (const [goal, fields, message] of cases) {
      const before = await storedTiming(goal.id);
      const response = await person.patch(`/api/future-plans/${goal.id}`, fields);
      expect([response.status, response.body]).toEqual([400, { message }]);
      expect(await storedTiming(goal.id)).toEqual(before);
    }
  });

  it('keeps a stored month that has since passed when another field changes', async () => {
    await sql`update public.future_plans set target_month = ${pastMonth} where id = ${dated.id}`;
    const response = await person.patch<Goal>(`/api/future-plans/${dated.id}`, { targetAmount: 12_000 });
    expect(response.body).toMatchObject({ targetMonth: pastMonth, paydaysLeft: 0, status: 'too-late' });
  });
});

describe('GET and PUT /api/goals/settings', () => {
  let owner: Person;
  let partner: Person;
  let stranger: Person;
  beforeAll(async () => {
    [owner, partner, stranger] = await Promise.all([signUp(), signUp(), signUp()]);
    await join(owner, partner);
  });

  it('is off until set, and shared by both members of a budget, not by anyone else', async () => {
    expect((await owner.get<GoalSettings>('/api/goals/settings')).body).toEqual({ intoBudget: false });
    expect(await put(partner, '/api/goals/settings', { intoBudget: true })).toMatchObject({
      status: 200,
      body: { intoBudget: true },
    });
    expect((await owner.get<GoalSettings>('/api/goals/settings')).body).toEqual({ intoBudget: true });
    expect((await stranger.get<GoalSettings>('/api/goals/settings')).body).toEqual({ intoBudget: false });
    expect((await put(owner, '/api/goals/settings', { intoBudget: false })).status).toBe(200);
    expect((await partner.get<GoalSettings>('/api/goals/settings')).body).toEqual({ intoBudget: false });
    const rows = await sql`select user_id, into_budget from public.goal_settings where user_id in ${sql([
      owner.userId,
      partner.userId,
      stranger.userId,
    ])}`;
    expect(rows).toEqual([{ user_id: owner.userId, into_budget: false }]);
  });

  it.each([
    [{ intoBudget: 'yes' }, `intoBudget: ${GOAL_SETTINGS_MESSAGES.intoBudget}`],
    [{ intoBudget: null }, `intoBudget: ${GOAL_SETTINGS_MESSAGES.intoBudget}`],
    [{}, `intoBudget: ${GOAL_SETTINGS_MESSAGES.intoBudget}`],
  ])('PUT %j is 400 and changes nothing', async (body, message) => {
    await put(stranger, '/api/goals/settings', { intoBudget: true });
    const response = await put(stranger, '/api/goals/settings', body);
    expect([response.status, response.body]).toEqual([400, { message }]);
    expect((await stranger.get<GoalSettings>('/api/goals/settings')).body).toEqual({ intoBudget: true });
  });

  it('refuses another field, and needs a token', async () => {
    const extra = await put(stranger, '/api/goals/settings', { intoBudget: true, owner: 'x' });
    expect(extra.status).toBe(400);
    expect((await apiClient().get('/api/goals/settings')).status).toBe(401);
    expect(
      (await apiClient().request('PUT', '/api/goals/settings', { body: { intoBudget: true } })).status,
    ).toBe(401);
  });
});

describe('setAside on the budget’s payday sections', () => {
  it('is 0 on every payday section while the switch is off, and each payday’s part once it is on', async () => {
    const person = await signUp();
    const nextMonth = monthsLater(THIS_MONTH, 1);
    const targetMonth = monthsLater(THIS_MONTH, 2);
    const paydays = paydaysBetween(TODAY, lastDayOf(targetMonth));
    // A whole number of dollars per payday, so every payday sets aside the same.
    await createGoal(person, { name: 'Trip', targetAmount: paydays.length * 5_000, targetMonth });
    await createGoal(person, { name: 'Someday', targetAmount: 90_000 });

    const setAsides = (budget: BudgetResponse) =>
      budget.sections.map((section) => [section.start, section.payday, section.setAside]);
    const off = await person.budgetOf(nextMonth);
    expect(off.budget).toBeNull();
    expect(setAsides(off)).toEqual(off.sections.map((s) => [s.start, s.payday, s.payday ? 0 : undefined]));

    expect((await put(person, '/api/goals/settings', { intoBudget: true })).status).toBe(200);
    for (const month of [THIS_MONTH, nextMonth, targetMonth, monthsLater(THIS_MONTH, 3)]) {
      const budget = await person.budgetOf(month);
      expect(setAsides(budget)).toEqual(
        budget.sections.map((s) => [
          s.start,
          s.payday,
          s.payday ? (paydays.includes(s.start) ? 5_000 : 0) : undefined,
        ]),
      );
    }
  });
});

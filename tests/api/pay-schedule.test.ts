// GET and PUT /api/pay-schedule, and the sections, coverage and copy they shape, over HTTP against the stack.
import { PAY_SCHEDULE_MESSAGES } from '@halfwise/core/pay-schedule-schema.ts';
import { budgetResponseSchema, type BudgetResponse } from '@halfwise/core/contract/budget.ts';
import { describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { apiClient, useDatabase } from './support.ts';

const sql = useDatabase();

const put = (person: Person, body: unknown) =>
  apiClient().request('PUT', '/api/pay-schedule', { body, token: person.token });
const scheduleOf = async (person: Person) => (await person.get('/api/pay-schedule')).body;

const KINDS = [
  { kind: 'biweekly', anchor: '2026-01-02' },
  { kind: 'weekly', anchor: '2031-07-04' },
  { kind: 'monthly', day: 31 },
  { kind: 'semimonthly', days: [5, 20] },
];

describe('GET /api/pay-schedule', () => {
  it('answers the 1st and the 15th to a person who never set one', async () => {
    const me = await signUp();
    const response = await me.get('/api/pay-schedule');
    expect([response.status, response.body]).toEqual([200, { kind: 'semimonthly', days: [1, 15] }]);
  });

  it('asks for a sign-in without a token', async () => {
    const response = await apiClient().get('/api/pay-schedule');
    expect(response.status).toBe(401);
  });
});

describe('PUT /api/pay-schedule', () => {
  it('sets each kind, replacing the one before, and GET answers it', async () => {
    const me = await signUp();
    for (const schedule of KINDS) {
      const response = await put(me, schedule);
      expect([response.status, response.body]).toEqual([200, schedule]);
      expect(await scheduleOf(me)).toEqual(schedule);
    }
    const [row] = await sql`select count(*)::int as n from public.pay_schedules where user_id = ${me.userId}`;
    expect(row?.n).toBe(1);
  });

  it('refuses anything else with a message naming the field, and changes nothing', async () => {
    const me = await signUp();
    await put(me, KINDS[0]);
    const { kind, days, anchor, day } = PAY_SCHEDULE_MESSAGES;
    const refusals: [unknown, string][] = [
      [{}, `kind: ${kind}`],
      [{ kind: 'fortnightly', anchor: '2026-01-02' }, `kind: ${kind}`],
      [{ kind: 'semimonthly', days: [15, 1] }, `days: ${days}`],
      [{ kind: 'semimonthly', days: [1, 32] }, `days: ${days}`],
      [{ kind: 'semimonthly', days: [1, 15, 20] }, `days: ${days}`],
      [{ kind: 'biweekly', anchor: '2026-02-30' }, `anchor: ${anchor}`],
      [{ kind: 'weekly', anchor: '01/02/2026' }, `anchor: ${anchor}`],
      [{ kind: 'monthly', day: 0 }, `day: ${day}`],
      [{ kind: 'monthly', day: '5' }, `day: ${day}`],
      [{ kind: 'monthly', day: 5, anchor: '2026-01-02' }, 'anchor: Unknown field'],
    ];
    for (const [body, message] of refusals) {
      const response = await put(me, body);
      expect([response.status, response.body], JSON.stringify(body)).toEqual([400, { message }]);
    }
    const notJson = await apiClient().request('PUT', '/api/pay-schedule', {
      rawBody: '{kind',
      token: me.token,
    });
    expect(notJson.status).toBe(400);
    expect(await scheduleOf(me)).toEqual(KINDS[0]);
  });

  it("never shows or changes another person's schedule", async () => {
    const ana = await signUp();
    const ben = await signUp();
    await put(ana, { kind: 'weekly', anchor: '2026-03-06' });
    expect(await scheduleOf(ben)).toEqual({ kind: 'semimonthly', days: [1, 15] });
    await put(ben, { kind: 'monthly', day: 25 });
    expect(await scheduleOf(ana)).toEqual({ kind: 'weekly', anchor: '2026-03-06' });
    expect(await scheduleOf(ben)).toEqual({ kind: 'monthly', day: 25 });
    // Ben's budget read shows his own schedule's sections, never Ana's.
    const month = await ben.budgetOf('2026-03');
    expect(month.sections.map((section) => section.start)).toEqual(['2026-03-01', '2026-03-25']);
  });
});

describe('sections and coverage in GET /api/budget', () => {
  it("reproduce today's halves, balances and verdict for the default schedule", async () => {
    const me = await signUp();
    const { budget } = await me.createBudget('2026-11', 10_000);
    const id = budget!.id;
    const pay1 = await me.addItem('income', id, { name: 'Paycheck 1', amount: 200_000, dueDate: '1' });
    const rent = await me.addItem('expense', id, { name: 'Rent', amount: 150_000, dueDate: '11/01/2026' });
    const pay2 = await me.addItem('income', id, { name: 'Paycheck 2', amount: 200_000, dueDate: '15' });
    const car = await me.addItem('expense', id, { name: 'Car', amount: 40_000, dueDate: '11/30/2026' });
    const next = (await me.createBudget('2026-12')).budget!.id;
    await me.addItem('expense', next, { name: 'Rent', amount: 150_000, dueDate: '12/01/2026' });
    await me.addItem('income', next, { name: 'Paycheck 1', amount: 100_000, dueDate: '12/01/2026' });
    await me.addItem('expense', next, { name: 'Late bill', amount: 999_999, dueDate: '12/20/2026' });

    const body = budgetResponseSchema.parse(await me.budgetOf('2026-11'));
    // Balance on the 15th: 10,000 + 200,000 − 150,000; month end: + 200,000 − 40,000.
    expect(body.sections).toEqual([
      {
        start: '2026-11-01',
        end: '2026-11-14',
        payday: true,
        incomeIds: [pay1.id],
        expenseIds: [rent.id],
        endBalance: 60_000,
        // The day's paycheck counts before its bills: the section is paid from it, and opens as the low point.
        lowest: { amount: 10_000, date: '2026-11-01' },
        unpaid: 150_000,
        setAside: 0,
      },
      {
        start: '2026-11-15',
        end: '2026-11-30',
        payday: true,
        incomeIds: [pay2.id],
        expenseIds: [car.id],
        endBalance: 220_000,
        lowest: { amount: 60_000, date: '2026-11-15' },
        unpaid: 40_000,
        setAside: 0,
      },
    ]);
    // Next month's early half needs 150,000 − 100,000; the late bill does not count.
    expect(body.coverage).toEqual({ status: 'covered', amount: 170_000 });
    expect((await me.budgetOf('2026-12')).coverage).toEqual({ status: 'next-month-empty', amount: 0 });
  });

  it('answers a null budget with one empty section per payday and next month empty', async () => {
    const me = await signUp();
    const body = await me.budgetOf('2026-02');
    expect(body.sections.map(({ start, end, endBalance }) => [start, end, endBalance])).toEqual([
      ['2026-02-01', '2026-02-14', 0],
      ['2026-02-15', '2026-02-28', 0],
    ]);
    expect(body.coverage).toEqual({ status: 'next-month-empty', amount: 0 });
  });

  it('cuts the month at every biweekly payday, and weighs next month up to its first payday', async () => {
    const me = await signUp();
    // Paid every two weeks from Friday 2 January 2026: the 2nd, 16th and 30th, then 13 and 27 February.
    await put(me, { kind: 'biweekly', anchor: '2026-01-02' });
    const { budget } = await me.createBudget('2026-01');
    const id = budget!.id;
    const phone = await me.addItem('expense', id, { name: 'Phone', amount: 5_000, dueDate: '01/01/2026' });
    const pay = await me.addItem('income', id, { name: 'Pay', amount: 100_000, dueDate: '01/30/2026' });
    const next = (await me.createBudget('2026-02')).budget!.id;
    await me.addItem('expense', next, { name: 'Rent', amount: 80_000, dueDate: '02/12/2026' });
    await me.addItem('expense', next, { name: 'After payday', amount: 80_000, dueDate: '02/13/2026' });

    const body = await me.budgetOf('2026-01');
    expect(body.sections).toEqual([
      {
        start: '2026-01-01',
        end: '2026-01-01',
        payday: false,
        incomeIds: [],
        expenseIds: [phone.id],
        endBalance: -5_000,
        lowest: { amount: -5_000, date: '2026-01-01' },
        unpaid: 5_000,
      },
      {
        start: '2026-01-02',
        end: '2026-01-15',
        payday: true,
        incomeIds: [],
        expenseIds: [],
        endBalance: -5_000,
        lowest: { amount: -5_000, date: '2026-01-02' },
        unpaid: 0,
        setAside: 0,
      },
      {
        start: '2026-01-16',
        end: '2026-01-29',
        payday: true,
        incomeIds: [],
        expenseIds: [],
        endBalance: -5_000,
        lowest: { amount: -5_000, date: '2026-01-16' },
        unpaid: 0,
        setAside: 0,
      },
      {
        start: '2026-01-30',
        end: '2026-01-31',
        payday: true,
        incomeIds: [pay.id],
        expenseIds: [],
        endBalance: 95_000,
        lowest: { amount: -5_000, date: '2026-01-30' },
        unpaid: 0,
        setAside: 0,
      },
    ]);
    expect(body.coverage).toEqual({ status: 'covered', amount: 15_000 });

    await put(me, { kind: 'monthly', day: 15 });
    expect((await me.budgetOf('2026-01')).coverage).toEqual({ status: 'short', amount: 65_000 });
  });
});

describe('copy to next month with a pay schedule', () => {
  it("fills the target's paydays in order from the paychecks, leaves out the third, and keeps the rest", async () => {
    const me = await signUp();
    await put(me, { kind: 'biweekly', anchor: '2026-01-02' });
    const { budget } = await me.createBudget('2026-01');
    const id = budget!.id;
    await me.addItem('income', id, { name: 'First', amount: 1_000, dueDate: '01/02/2026' });
    await me.addItem('income', id, { name: 'Second', amount: 1_000, dueDate: '16' });
    await me.addItem('income', id, { name: 'Third', amount: 1_000, dueDate: '01/30/2026' });
    await me.addItem('income', id, { name: 'Refund', amount: 1_000, dueDate: '01/05/2026' });
    await me.addItem('expense', id, { name: 'Rent', amount: 1_000, dueDate: '01/02/2026' });

    const copied = await me.post<{
      incomeItems: { name: string; date: string }[];
      expenseItems: { dueDate: string }[];
    }>(`/api/budget/${id}/copy-to-next-month`, { targetMonth: '2026-02', targetYear: 2026 });
    expect(copied.status).toBe(200);
    // January's $30 leftover opens February (a new 'Starting cash'), and the rows are listed by day.
    expect(copied.body.incomeItems.map((item) => [item.name, item.date])).toEqual([
      ['Starting cash', '1'],
      ['Refund', '02/05/2026'],
      ['First', '02/13/2026'],
      ['Second', '27'],
    ]);
    expect(copied.body.expenseItems.map((item) => item.dueDate)).toEqual(['02/02/2026']);
  });

  it('copies a three-paycheck January to a February with two paychecks, the bank balance on the 1st', async () => {
    // Every two weeks from 2026-11-06: January 2027 pays on the 1st, 15th and 29th; February on the 12th and 26th.
    const me = await signUp();
    await put(me, { kind: 'biweekly', anchor: '2026-11-06' });
    const { budget } = await me.createBudget('2027-01');
    const id = budget!.id;
    await me.addItem('income', id, { name: 'Starting cash', amount: 150_100, dueDate: '1' });
    await me.addItem('income', id, { name: 'Paycheck', amount: 200_000, dueDate: '01/15/2027' });
    await me.addItem('expense', id, { name: 'Rent', amount: 120_000, dueDate: '1' });
    await me.addItem('expense', id, { name: 'Phone bill', amount: 6_525, dueDate: '20' });
    const january = await me.budgetOf('2027-01');
    expect(january.sections?.map((section) => section.start)).toEqual([
      '2027-01-01',
      '2027-01-15',
      '2027-01-29',
    ]);
    // The offer a person accepts: 'Add your Jan 29 paycheck of $2,000'.
    await me.addItem('income', id, { name: 'Paycheck', amount: 200_000, dueDate: '01/29/2027' });

    const copied = await me.post<BudgetResponse>(`/api/budget/${id}/copy-to-next-month`, {
      targetMonth: '2027-02',
      targetYear: 2027,
    });
    expect(copied.status).toBe(200);
    // The bank balance on the 1st now holds January's leftover, not January's own balance.
    const leftover = 150_100 + 2 * 200_000 - 120_000 - 6_525;
    expect(copied.body.incomeItems.map((item) => [item.name, item.date, item.amount])).toEqual([
      ['Starting cash', '1', leftover],
      ['Paycheck', '02/12/2027', 200_000],
      ['Paycheck', '02/26/2027', 200_000],
    ]);
    const [opening, first, second] = copied.body.sections ?? [];
    expect(opening).toMatchObject({ start: '2027-02-01', endBalance: leftover - 120_000 });
    expect(opening?.lowest).toEqual({ amount: leftover - 120_000, date: '2027-02-01' });
    expect(first).toMatchObject({ start: '2027-02-12', endBalance: leftover - 120_000 + 200_000 - 6_525 });
    expect(second?.endBalance).toBe(leftover - 120_000 + 200_000 - 6_525 + 200_000);
  });

  it('keeps every day as before for the default schedule', async () => {
    const me = await signUp();
    const { budget } = await me.createBudget('2026-03');
    await me.addItem('income', budget!.id, { name: 'Paycheck 2', amount: 1_000, dueDate: '03/15/2026' });
    await me.addItem('income', budget!.id, { name: 'Paycheck 3', amount: 1_000, dueDate: '03/31/2026' });
    const copied = await me.post<{ incomeItems: { date: string }[] }>(
      `/api/budget/${budget!.id}/copy-to-next-month`,
      { targetMonth: '2026-04', targetYear: 2026 },
    );
    // (And March's $20 leftover, on April's 1st.)
    expect(copied.body.incomeItems.map((item) => item.date)).toEqual(['1', '04/15/2026', '04/30/2026']);
  });
});

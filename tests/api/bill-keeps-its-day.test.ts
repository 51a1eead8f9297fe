// A bill keeps its day (issue 45, defect 2) over HTTP: copies, the month's answer, the runway's projected month,
// the calendar feed, reminders and the export file all date an item on the day it was given (the 29th to the 31st),
// on the month's last day only in a month without that day.
import ICAL from 'ical.js';
import { calendarFeedSchema } from '@halfwise/core/contract/own-data.ts';
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import type { RunwayResponse } from '@halfwise/core/contract/runway.ts';
import { addMonths, daysInMonth, type MonthKey } from '@halfwise/core/calendar.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import type { ReminderSettings } from '@halfwise/core/reminder-settings.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '../support/push-service.ts';
import { SERVICE_ROLE_KEY } from '../support/stack-env.ts';
import { signUp, type Person } from './budget-fixtures.ts';
import { rawRequest, utcMonth } from './own-data-support.ts';
import { apiClient, GATEWAY_URL, useDatabase } from './support.ts';

const sql = useDatabase();
const MONTHLY_ON_THE_31ST: PaySchedule = { kind: 'monthly', day: 31 };
const CARD = 45_000;

/** 'MM/DD/YYYY' of `day` in `month`, as the person types it. */
const dated = (month: MonthKey, day: number) =>
  `${month.slice(5)}/${String(day).padStart(2, '0')}/${month.slice(0, 4)}`;

async function paidOn(person: Person, schedule: PaySchedule): Promise<void> {
  const saved = await apiClient().request('PUT', '/api/pay-schedule', {
    body: schedule,
    token: person.token,
  });
  expect(saved.status).toBe(200);
}

/** A month with a paycheck and a 'Card payment' both dated `day`; its budget id. */
async function monthWithCard(person: Person, month: MonthKey, day: number, paycheck = true): Promise<number> {
  const budgetId = (await person.createBudget(month)).budget!.id;
  if (paycheck)
    await person.addItem('income', budgetId, {
      name: 'Paycheck',
      amount: 300_000,
      dueDate: dated(month, day),
    });
  await person.addItem('expense', budgetId, {
    name: 'Card payment',
    amount: CARD,
    dueDate: dated(month, day),
  });
  return budgetId;
}

/** COPY BUDGET from `budgetId` into each of `months` in turn, each copy from the one before; each month's answer. */
async function copyChain(
  person: Person,
  budgetId: number,
  months: readonly MonthKey[],
): Promise<BudgetResponse[]> {
  const answers: BudgetResponse[] = [];
  let from = budgetId;
  for (const month of months) {
    const copied = await person.post<BudgetResponse>(`/api/budget/${from}/copy-to-next-month`, {
      targetMonth: month,
      targetYear: Number(month.slice(0, 4)),
    });
    expect(copied.status).toBe(200);
    answers.push(copied.body);
    from = copied.body.budget!.id;
  }
  return answers;
}

const cardOf = (month: BudgetResponse) => month.expenseItems.find((item) => item.name === 'Card payment')!;

/** The first month from this one on with 31 days whose next month is shorter (Jan, Mar, May, Aug or Oct). */
function longBeforeShort(): MonthKey {
  let month = utcMonth();
  while (daysInMonth(month) < 31 || daysInMonth(addMonths(month, 1)) === 31) month = addMonths(month, 1);
  return month;
}

describe('a bill keeps its day through copies', () => {
  it("lands 'Card payment' 01/31, paid monthly on the 31st, on Feb 28, Mar 31 and Apr 30 (and the paycheck too)", async () => {
    const me = await signUp();
    await paidOn(me, MONTHLY_ON_THE_31ST);
    const january = await monthWithCard(me, '2027-01', 31);
    const [february, march, april] = await copyChain(me, january, ['2027-02', '2027-03', '2027-04']);
    // The paycheck by name: a copy also carries the month's leftover as a 'Starting cash' on the 1st.
    const paycheckOf = (month: BudgetResponse) => month.incomeItems.find((item) => item.name === 'Paycheck');
    const dates = (month: BudgetResponse) => [paycheckOf(month)?.date, cardOf(month).dueDate];
    expect([february, march, april].map((month) => dates(month!))).toEqual([
      ['02/28/2027', '02/28/2027'],
      ['03/31/2027', '03/31/2027'],
      ['04/30/2027', '04/30/2027'],
    ]);
    // March's bill is due with March's paycheck, in its section from the 31st, not in the section before it.
    const card = cardOf(march!);
    expect(march!.sections.find((section) => section.expenseIds.includes(card.id))?.start).toBe('2027-03-31');
    // The answer says which day a bill keeps only where its date shows an earlier one.
    expect([cardOf(february!).keptDay, card.keptDay, cardOf(april!).keptDay]).toEqual([31, undefined, 31]);
    expect(cardOf(await me.budgetOf('2027-02')).keptDay).toBe(31);
  });

  it('lands a bill on the 30th under a weekly schedule on Feb 28, then Mar 30', async () => {
    const me = await signUp();
    await paidOn(me, { kind: 'weekly', anchor: '2027-01-01' });
    const january = await monthWithCard(me, '2027-01', 30, false);
    const months = await copyChain(me, january, ['2027-02', '2027-03', '2027-04']);
    expect(months.map((month) => cardOf(month).dueDate)).toEqual(['02/28/2027', '03/30/2027', '04/30/2027']);
  });

  it('copies a date the person changed as they gave it, not the day it kept', async () => {
    const me = await signUp();
    const january = await monthWithCard(me, '2027-01', 31, false);
    const [february] = await copyChain(me, january, ['2027-02']);
    const changed = await me.patch(`/api/expense/${cardOf(february!).id}`, { dueDate: '02/27/2027' });
    expect(changed.status).toBe(200);
    const [stored] = await sql<{ kept_day: number | null }[]>`
      select kept_day from public.expense_items where id = ${cardOf(february!).id}`;
    expect(stored?.kept_day).toBeNull();
    const [march] = await copyChain(me, february!.budget!.id, ['2027-03']);
    expect(cardOf(march!).dueDate).toBe('03/27/2027');
  });

  it('exports the kept day and imports it back', async () => {
    const me = await signUp();
    const january = await monthWithCard(me, '2027-01', 31, false);
    await copyChain(me, january, ['2027-02']);
    const exported = await rawRequest('GET', '/api/export?format=json', { token: me.token });
    const file = exported.json() as {
      budgets: { month: string; expenseItems: { keptDay: number | null }[] }[];
    };
    const keptDays = (month: string) =>
      file.budgets.find((budget) => budget.month === month)?.expenseItems[0]?.keptDay;
    expect([keptDays('2027-01'), keptDays('2027-02')]).toEqual([null, 31]);

    const other = await signUp();
    const imported = await rawRequest('POST', '/api/import', { token: other.token, body: exported.text });
    expect(imported.status).toBe(200);
    const [march] = await copyChain(other, (await other.budgetOf('2027-02')).budget!.id, ['2027-03']);
    expect(cardOf(march!).dueDate).toBe('03/31/2027');
  });
});

describe('what follows a kept day', () => {
  let push: PushService;
  beforeAll(async () => {
    push = await startPushService();
  });
  afterAll(() => push?.stop());

  it("reminds of March's card payment on the eve of the 31st, not of the 28th", async () => {
    const me = await signUp();
    const settings: ReminderSettings = {
      bills: { enabled: true, daysBefore: 1, time: '09:00' },
      payday: { enabled: false },
      push: true,
      email: false,
      timeZone: 'America/Los_Angeles',
    };
    expect(
      (await apiClient().request('PUT', '/api/reminders', { body: settings, token: me.token })).status,
    ).toBe(200);
    const key = await me.get<{ publicKey: string }>('/api/push-subscriptions/key');
    const device = await push.subscribe(key.body.publicKey);
    expect(
      (await me.post('/api/push-subscriptions', { endpoint: device.endpoint, keys: device.keys })).status,
    ).toBe(201);
    await paidOn(me, MONTHLY_ON_THE_31ST);
    await copyChain(me, await monthWithCard(me, '2027-01', 31, false), ['2027-02', '2027-03']);

    const pass = (now: string) =>
      fetch(`${GATEWAY_URL}/functions/v1/reminders`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ now }),
      });
    // 9:00 in Los Angeles (PDT, UTC-7) on March 27, then on March 30.
    expect((await pass('2027-03-27T16:00:00Z')).status).toBe(200);
    expect(push.messages(device)).toEqual([]);
    expect((await pass('2027-03-30T16:00:00Z')).status).toBe(200);
    expect(push.messages(device).map((text) => (JSON.parse(text) as { tag: string }).tag)).toEqual([
      'bills-2027-03-31',
    ]);
  });

  it("dates the bill on its day in the runway's projected month and in the calendar feed", async () => {
    const me = await signUp();
    await paidOn(me, MONTHLY_ON_THE_31ST);
    // A month with the 31st followed by one without it: the copy keeps the 31st there, and the month after is
    // projected by the runway (copied into the calendar feed's months for the feed).
    const long = longBeforeShort();
    const short = addMonths(long, 1);
    const after = addMonths(short, 1);
    const shortMonth = await copyChain(me, await monthWithCard(me, long, 31), [short]);
    expect(cardOf(shortMonth[0]!).dueDate).toBe(dated(short, daysInMonth(short)));

    const today = new Date().toISOString().slice(0, 10);
    const runway = await me.get<RunwayResponse>(`/api/runway?paychecks=12&today=${today}`);
    expect(runway.status).toBe(200);
    expect(runway.body.projectedMonths).toContain(after);
    const row = (month: MonthKey) =>
      runway.body.paychecks.find((paycheck) => paycheck.date.startsWith(month))!;
    // The projected month's card payment is due on the 31st with its paycheck, not in the paycheck before it.
    expect(row(after)).toMatchObject({ date: `${after}-31`, billsTotal: CARD, billsDue: 1 });
    expect(row(short)).toMatchObject({ billsTotal: CARD, billsDue: 1 });

    await copyChain(me, shortMonth[0]!.budget!.id, [after]);
    const created = await rawRequest('POST', '/api/calendar-feed', { token: me.token });
    const feed = await fetch(calendarFeedSchema.parse(created.json()).url);
    const events = new ICAL.Component(ICAL.parse(await feed.text()))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent).startDate.toString());
    expect(events).toEqual([`${long}-31`, `${short}-${daysInMonth(short)}`, `${after}-31`]);
  });
});

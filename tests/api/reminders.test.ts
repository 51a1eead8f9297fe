// Reminders over HTTP: the settings and devices API, and passes of the reminders function against a push
// service stand-in that decrypts what it receives, with email through the local mailbox.
import { REMINDER_MESSAGES } from '@halfwise/core/contract/reminders.ts';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@halfwise/core/reminder-settings.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_KEY_REQUIRED } from '../../supabase/functions/reminders/app.ts';
import { UNSUBSCRIBE_DONE } from '../../supabase/functions/_shared/reminder-mail.ts';
import { startPushService, type PushService, type StandInSubscription } from '../support/push-service.ts';
import { SERVICE_ROLE_KEY } from '../support/stack-env.ts';
import { signUp, type Person } from './budget-fixtures.ts';
import { mailsTo } from '../support/mailbox.ts';
import { apiClient, GATEWAY_URL, useDatabase, waitForMail } from './support.ts';

const sql = useDatabase();
let push: PushService;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(() => push?.stop());

const LOS_ANGELES: ReminderSettings = {
  bills: { enabled: true, daysBefore: 1, time: '09:00' },
  payday: { enabled: false },
  push: true,
  email: false,
  timeZone: 'America/Los_Angeles',
};

/** One pass of the reminders function, as pg_cron calls it, at the instant `now`. */
async function pass(now: string, key = SERVICE_ROLE_KEY) {
  const response = await fetch(`${GATEWAY_URL}/functions/v1/reminders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function subscribeDevice(person: Person): Promise<StandInSubscription> {
  const key = await person.get<{ publicKey: string }>('/api/push-subscriptions/key');
  expect(key.status).toBe(200);
  const device = await push.subscribe(key.body.publicKey);
  const saved = await person.post('/api/push-subscriptions', {
    endpoint: device.endpoint,
    keys: device.keys,
  });
  expect(saved.status).toBe(201);
  return device;
}

/** A person in Los Angeles with reminders on, and Rent and Phone due on `day` of `month`. */
async function withBills(month: string, day: number, settings: ReminderSettings = LOS_ANGELES) {
  const person = await signUp();
  expect((await send(person, 'PUT', '/api/reminders', settings)).status).toBe(200);
  const budget = await person.createBudget(month);
  const rent = await person.addItem('expense', budget.budget!.id, {
    name: 'Rent',
    amount: 120000,
    dueDate: String(day),
  });
  const phone = await person.addItem('expense', budget.budget!.id, {
    name: 'Phone',
    amount: 6500,
    dueDate: String(day),
  });
  return { person, rent, phone };
}

const api = apiClient();
/** A PUT or DELETE with a JSON body, as the person. */
const send = (person: Person, method: 'PUT' | 'DELETE', path: string, body: unknown) =>
  api.request(method, path, { token: person.token, body });

const payloads = (device: StandInSubscription) =>
  push.messages(device).map((text) => JSON.parse(text) as Record<string, string>);

describe('reminder settings', () => {
  it('are all off until set, and a PUT replaces them whole', async () => {
    const person = await signUp();
    const before = await person.get('/api/reminders');
    expect(before).toMatchObject({ status: 200, body: DEFAULT_REMINDER_SETTINGS });
    const put = await send(person, 'PUT', '/api/reminders', LOS_ANGELES);
    expect(put).toMatchObject({ status: 200, body: LOS_ANGELES });
    expect((await person.get('/api/reminders')).body).toEqual(LOS_ANGELES);
  });

  it('refuse a bad field with 400 naming it, changing nothing', async () => {
    const person = await signUp();
    await send(person, 'PUT', '/api/reminders', LOS_ANGELES);
    const cases: Array<[unknown, string]> = [
      [
        { ...LOS_ANGELES, bills: { ...LOS_ANGELES.bills, daysBefore: 8 } },
        `bills.daysBefore: ${REMINDER_MESSAGES.daysBefore}`,
      ],
      [
        { ...LOS_ANGELES, bills: { ...LOS_ANGELES.bills, time: '9:00' } },
        `bills.time: ${REMINDER_MESSAGES.time}`,
      ],
      [{ ...LOS_ANGELES, timeZone: 'Mars/Olympus' }, `timeZone: ${REMINDER_MESSAGES.timeZone}`],
      [{ ...LOS_ANGELES, push: 'yes' }, `push: ${REMINDER_MESSAGES.enabled}`],
    ];
    for (const [body, message] of cases) {
      const response = await send(person, 'PUT', '/api/reminders', body);
      expect(response).toMatchObject({ status: 400, body: { message } });
    }
    expect((await person.get('/api/reminders')).body).toEqual(LOS_ANGELES);
  });
});

describe('push subscriptions', () => {
  it('stores a device from the allowed push service and deletes it on request', async () => {
    const person = await signUp();
    const device = await subscribeDevice(person);
    const stored = () => sql`select endpoint from public.push_subscriptions where user_id = ${person.userId}`;
    expect(await stored()).toEqual([{ endpoint: device.endpoint }]);
    const removed = await send(person, 'DELETE', '/api/push-subscriptions', { endpoint: device.endpoint });
    expect(removed.status).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it('refuses an endpoint that is not a push service’s https address', async () => {
    const person = await signUp();
    const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
    for (const endpoint of [
      'http://push.example.com/x',
      'https://10.1.2.3/x',
      'https://localhost/x',
      'http://127.0.0.2:9/x',
    ]) {
      const response = await person.post('/api/push-subscriptions', { endpoint, keys });
      expect(response).toMatchObject({
        status: 400,
        body: { message: `endpoint: ${REMINDER_MESSAGES.endpoint}` },
      });
    }
    expect(await sql`select 1 from public.push_subscriptions where user_id = ${person.userId}`).toEqual([]);
  });
});

describe('a pass of the reminders function', () => {
  it('runs only for the service-role key', async () => {
    for (const key of ['', 'local-anon-key', `${SERVICE_ROLE_KEY}x`]) {
      expect(await pass('2027-03-10T17:00:00Z', key)).toEqual({
        status: 401,
        body: { message: SERVICE_KEY_REQUIRED },
      });
    }
  });

  it('pushes a bill due tomorrow once, at the first pass after 9:00 in Los Angeles, and not again', async () => {
    const { person } = await withBills('2027-03', 11);
    const device = await subscribeDevice(person);

    // 8:45 PST: not yet.
    expect((await pass('2027-03-10T16:45:00Z')).status).toBe(200);
    expect(push.messages(device)).toEqual([]);

    const first = await pass('2027-03-10T17:00:00Z');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ sent: { push: expect.any(Number), email: expect.any(Number) } });
    expect((first.body as { sent: { push: number } }).sent.push).toBeGreaterThanOrEqual(1);
    expect(payloads(device)).toEqual([
      {
        title: 'Halfwise: bills due tomorrow',
        body: 'Due tomorrow: Rent $1,200, Phone $65 — $1,265',
        path: '/budget?month=2027-03',
        tag: 'bills-2027-03-11',
      },
    ]);

    await pass('2027-03-10T17:15:00Z');
    expect(push.messages(device)).toHaveLength(1);
    expect(
      await sql`select subject, due_date::text as date, channel from public.sent_reminders
                where user_id = ${person.userId} order by subject`,
    ).toHaveLength(2);
  });

  it('never reminds of a bill ticked paid', async () => {
    const { person, rent } = await withBills('2027-04', 11);
    expect((await person.patch(`/api/expense/${rent.id}`, { isPaid: true })).status).toBe(200);
    const device = await subscribeDevice(person);
    await pass('2027-04-10T16:00:00Z');
    expect(payloads(device).map((payload) => payload.body)).toEqual(['Due tomorrow: Phone $65']);
  });

  it('deletes a subscription the push service answers 410 for', async () => {
    const { person } = await withBills('2027-05', 11);
    const device = await subscribeDevice(person);
    push.expire(device);
    await pass('2027-05-10T16:00:00Z');
    expect(await sql`select 1 from public.push_subscriptions where user_id = ${person.userId}`).toEqual([]);
    // Nothing reached the person, so nothing is recorded as sent.
    expect(await sql`select 1 from public.sent_reminders where user_id = ${person.userId}`).toEqual([]);
  });

  it('emails the reminder with an unsubscribe link that works without signing in', async () => {
    const { person } = await withBills('2027-06', 11, { ...LOS_ANGELES, push: false, email: true });
    await pass('2027-06-10T16:00:00Z');
    const mail = await waitForMail(person.email);
    expect(mail.subject).toBe('Due tomorrow: Rent $1,200, Phone $65 — $1,265');
    expect(mail.text).toContain('/budget?month=2027-06');
    const link = /https?:\/\/\S+\/api\/reminders\/unsubscribe\/[0-9a-f-]{36}/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const page = await fetch(link!);
    expect(page.status).toBe(200);
    expect((await person.get<ReminderSettings>('/api/reminders')).body.email).toBe(true);
    const done = await fetch(link!, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(UNSUBSCRIBE_DONE);
    expect((await person.get<ReminderSettings>('/api/reminders')).body.email).toBe(false);
  });

  it('tells on payday what came in and what is left after the bills until the next payday', async () => {
    const { person } = await withBills('2027-09', 12, {
      ...LOS_ANGELES,
      bills: { ...LOS_ANGELES.bills, enabled: false },
      payday: { enabled: true },
    });
    expect(
      (await send(person, 'PUT', '/api/pay-schedule', { kind: 'semimonthly', days: [5, 20] })).status,
    ).toBe(200);
    const budget = await person.budgetOf('2027-09');
    await person.addItem('income', budget.budget!.id, { name: 'Paycheck', amount: 200000, dueDate: '5' });
    await person.addItem('expense', budget.budget!.id, { name: 'Car', amount: 30000, dueDate: '20' });
    const device = await subscribeDevice(person);
    await pass('2027-09-05T16:00:00Z');
    expect(payloads(device).map((payload) => payload.body)).toEqual([
      'Payday: $2,000 in. $735 left after bills until Sep 20.',
    ]);
  });

  it('takes the payday’s set-aside off and leaves a goal’s bill to it while the set-asides are in the budget', async () => {
    const { person } = await withBills('2027-08', 12, {
      ...LOS_ANGELES,
      bills: { ...LOS_ANGELES.bills, enabled: false },
      payday: { enabled: true },
    });
    expect(
      (await send(person, 'PUT', '/api/pay-schedule', { kind: 'semimonthly', days: [5, 20] })).status,
    ).toBe(200);
    const budget = (await person.budgetOf('2027-08')).budget!.id;
    await person.addItem('income', budget, { name: 'Paycheck', amount: 200000, dueDate: '5' });
    // $400 by September from the paydays after Aug 4: Aug 5, Aug 20, Sep 5 and Sep 20, $100 each.
    const goal = await person.post<{ id: number }>('/api/future-plans', {
      name: 'Trip',
      targetAmount: 40000,
      targetMonth: '2027-09',
    });
    expect(goal.status).toBe(201);
    const linked = await person.post('/api/expense', {
      budgetId: budget,
      name: 'Trip deposit',
      amount: 60000,
      dueDate: '12',
      goalId: goal.body.id,
    });
    expect(linked.status).toBe(201);
    expect((await send(person, 'PUT', '/api/goals/settings', { intoBudget: true })).status).toBe(200);
    const device = await subscribeDevice(person);
    await pass('2027-08-05T16:00:00Z');
    // $2,000 − Rent $1,200 − Phone $65 − $100 set aside; the deposit is paid from what was set aside.
    expect(payloads(device).map((payload) => payload.body)).toEqual([
      'Payday: $2,000 in. $635 left after bills until Aug 20.',
    ]);
  });

  it('sends once when two passes overlap', async () => {
    const { person } = await withBills('2027-07', 11);
    const device = await subscribeDevice(person);
    const [a, b] = await Promise.all([pass('2027-07-10T16:00:00Z'), pass('2027-07-10T16:00:00Z')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(push.messages(device)).toHaveLength(1);
  });
});

describe('claim, send, mark', () => {
  interface SentRecord {
    subject: string;
    /** The device's endpoint; null for email. */
    device: string | null;
    state: string;
  }
  const sorted = (rows: SentRecord[]) => rows.map((row) => JSON.stringify(row)).sort();
  const records = async (person: Person) =>
    sorted(
      await sql<SentRecord[]>`
        select r.subject, d.endpoint as device, r.state from public.sent_reminders r
        left join public.push_subscriptions d on d.id = r.device_id
        where r.user_id = ${person.userId}`,
    );
  /** Each of `subjects` recorded for each of `devices` (null: email) in `state`. */
  const recordsOf = (subjects: string[], devices: Array<string | null>, state: string) =>
    subjects.flatMap((subject) => devices.map((device) => ({ subject, device, state })));

  it('one slow phone gets its push once and never makes the others’ repeat', async () => {
    const { person, rent, phone } = await withBills('2027-08', 11);
    const fast = await subscribeDevice(person);
    const slow = await subscribeDevice(person);
    // Longer than a database call may take, within a push request's own bound.
    push.answerAfter(slow, 3_500);
    for (let run = 0; run < 3; run += 1) expect((await pass('2027-08-10T16:00:00Z')).status).toBe(200);
    expect(payloads(fast).map((payload) => payload.body)).toEqual([
      'Due tomorrow: Rent $1,200, Phone $65 — $1,265',
    ]);
    expect(payloads(slow)).toEqual(payloads(fast));
    expect(await records(person)).toEqual(
      sorted(
        recordsOf([`expense:${rent.id}`, `expense:${phone.id}`], [fast.endpoint, slow.endpoint], 'sent'),
      ),
    );
  });

  it('does not send again to a device whose request went out and was never answered', async () => {
    const { person, rent, phone } = await withBills('2027-10', 11);
    const fast = await subscribeDevice(person);
    const silent = await subscribeDevice(person);
    const release = push.hold(silent);
    try {
      // The first pass stops waiting for the silent device after a push request's bound; what went out counts.
      for (let run = 0; run < 3; run += 1) await pass('2027-10-10T16:00:00Z');
      expect(push.arrivals(silent)).toBe(1);
      expect(push.arrivals(fast)).toBe(1);
      const subjects = [`expense:${rent.id}`, `expense:${phone.id}`];
      expect(await records(person)).toEqual(
        sorted(recordsOf(subjects, [fast.endpoint, silent.endpoint], 'sent')),
      );
    } finally {
      release();
    }
  });

  it('retries a claim whose send never started, once, and never one that went out', async () => {
    const { person, rent, phone } = await withBills('2027-11', 11);
    const budget = await person.budgetOf('2027-11');
    const water = await person.addItem('expense', budget.budget!.id, {
      name: 'Water',
      amount: 4000,
      dueDate: '11',
    });
    const device = await subscribeDevice(person);
    // As a pass leaves them when it stops between its steps: Rent claimed, its send not started; Phone claimed
    // and already taken over once; Water's request under way.
    const left = [
      { item: rent.id, state: 'claimed', attempt: 1 },
      { item: phone.id, state: 'claimed', attempt: 2 },
      { item: water.id, state: 'sending', attempt: 1 },
    ];
    for (const { item, state, attempt } of left) {
      await sql`
        insert into public.sent_reminders (user_id, subject, due_date, channel, device_id, state, attempt, claimed_at)
        select ${person.userId}, ${`expense:${item}`}, '2027-11-11', 'push', id, ${state}, ${attempt},
          now() - interval '1 hour'
        from public.push_subscriptions where user_id = ${person.userId}`;
    }
    // 9:00 and 9:15 PST.
    await pass('2027-11-10T17:00:00Z');
    await pass('2027-11-10T17:15:00Z');
    expect(payloads(device).map((payload) => payload.body)).toEqual(['Due tomorrow: Rent $1,200']);
    const states = await sql<{ subject: string; state: string; attempt: number }[]>`
      select subject, state, attempt from public.sent_reminders where user_id = ${person.userId}`;
    expect(Object.fromEntries(states.map((row) => [row.subject, [row.state, row.attempt]]))).toEqual({
      [`expense:${rent.id}`]: ['sent', 2],
      [`expense:${phone.id}`]: ['claimed', 2],
      [`expense:${water.id}`]: ['sending', 1],
    });
  });

  it('sends once to each device and one email when passes run at once', async () => {
    const { person, rent, phone } = await withBills('2027-12', 11, { ...LOS_ANGELES, email: true });
    const devices = [await subscribeDevice(person), await subscribeDevice(person)];
    const runs = await Promise.all([1, 2, 3].map(() => pass('2027-12-10T17:00:00Z')));
    expect(runs.map((run) => run.status)).toEqual([200, 200, 200]);
    for (const device of devices) expect(push.arrivals(device)).toBe(1);
    expect((await mailsTo(person.email)).map((mail) => mail.subject)).toEqual([
      'Due tomorrow: Rent $1,200, Phone $65 — $1,265',
    ]);
    expect(await records(person)).toEqual(
      sorted(
        recordsOf(
          [`expense:${rent.id}`, `expense:${phone.id}`],
          [null, ...devices.map((device) => device.endpoint)],
          'sent',
        ),
      ),
    );
  });
});

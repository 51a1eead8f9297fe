// Push devices over HTTP: which endpoints are stored (docs/reminders.md), at most 10 devices a person, the
// list Settings shows, and the check a pass makes again before each push.
import { MAX_PUSH_DEVICES } from '@halfwise/core/push-services.ts';
import { REMINDER_MESSAGES } from '@halfwise/core/contract/reminders.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '../support/push-service.ts';
import { SERVICE_ROLE_KEY } from '../support/stack-env.ts';
import { signUp, type Person } from './budget-fixtures.ts';
import { API_URL, apiClient, DATABASE_URL, GATEWAY_URL, useDatabase } from './support.ts';

const sql = useDatabase();
let push: PushService;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(() => push?.stop());

const api = apiClient();
const KEYS = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
const save = (person: Person, endpoint: string, keys = KEYS) =>
  person.post('/api/push-subscriptions', { endpoint, keys });
const remove = (person: Person, endpoint: string) =>
  api.request('DELETE', '/api/push-subscriptions', { token: person.token, body: { endpoint } });
const stored = async (person: Person) =>
  (
    await sql<{ endpoint: string }[]>`
      select endpoint from public.push_subscriptions where user_id = ${person.userId} order by id`
  ).map((row) => row.endpoint);
const portOf = (url: string) => new URL(url).port || '5432';
/** An endpoint of the stand-in push service, on its loopback port (the stack's allowance). */
const standIn = (name: string) => `http://127.0.0.1:${new URL(push.notifyUrl).port}/notify/${name}`;

describe('POST /api/push-subscriptions', () => {
  it('refuses every endpoint that is not a push service’s, changing nothing', async () => {
    const person = await signUp();
    for (const endpoint of [
      'https://localhost./',
      'https://LOCALHOST./',
      'https://localhost%2e/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://127.0.0.1.nip.io/x',
      'https://169.254.169.254.nip.io/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://instance-data/latest/',
      'http://2130706433/',
      'https://0x7f000001/',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://push.example.com/x',
      // The local stack's allowance stops at its own ports.
      `http://127.0.0.1:${portOf(GATEWAY_URL)}/auth/v1/admin/users`,
      `http://127.0.0.1:${portOf(API_URL)}/api/health`,
      `http://127.0.0.1:${portOf(DATABASE_URL)}/`,
      `http://127.0.0.1/notify/x`,
      `http://localhost:${new URL(push.notifyUrl).port}/notify/x`,
    ]) {
      const response = await save(person, endpoint);
      expect(response, endpoint).toMatchObject({
        status: 400,
        body: { message: `endpoint: ${REMINDER_MESSAGES.endpoint}` },
      });
    }
    expect(await stored(person)).toEqual([]);
  });

  it('takes a push service’s https address', async () => {
    const person = await signUp();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc123';
    expect(await save(person, endpoint)).toMatchObject({ status: 201, body: { endpoint } });
    expect(await stored(person)).toEqual([endpoint]);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices a person; renewing one is not a new device`, async () => {
    const person = await signUp();
    const endpoints = Array.from({ length: MAX_PUSH_DEVICES }, (_, n) => standIn(`device-${n}`));
    for (const endpoint of endpoints) expect((await save(person, endpoint)).status).toBe(201);

    expect(await save(person, standIn('one-too-many'))).toMatchObject({
      status: 409,
      body: { message: `endpoint: ${REMINDER_MESSAGES.tooManyDevices}` },
    });
    expect((await save(person, endpoints[3]!)).status).toBe(201);
    expect(await stored(person)).toEqual(endpoints);

    expect((await remove(person, endpoints[0]!)).status).toBe(204);
    expect((await save(person, standIn('one-too-many'))).status).toBe(201);
  });

  it('keeps the cap when many devices are saved at once', async () => {
    const person = await signUp();
    const answers = await Promise.all(
      Array.from({ length: MAX_PUSH_DEVICES + 5 }, (_, n) => save(person, standIn(`at-once-${n}`))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_PUSH_DEVICES);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    expect(await stored(person)).toHaveLength(MAX_PUSH_DEVICES);
  });
});

describe('GET /api/push-subscriptions', () => {
  it('lists the caller’s devices, the most recently renewed first, and no one else’s', async () => {
    const [a, b] = [await signUp(), await signUp()];
    expect(await a.get('/api/push-subscriptions')).toMatchObject({ status: 200, body: { devices: [] } });
    await save(a, standIn('a-first'));
    await save(a, standIn('a-second'));
    await save(b, standIn('b-only'));
    await sql`update public.push_subscriptions set renewed_at = renewed_at - interval '1 hour'
              where endpoint = ${standIn('a-second')}`;

    const listed = await a.get<{ devices: Array<Record<string, string>> }>('/api/push-subscriptions');
    expect(listed.status).toBe(200);
    expect(listed.body.devices.map((device) => device.endpoint)).toEqual([
      standIn('a-first'),
      standIn('a-second'),
    ]);
    for (const device of listed.body.devices) {
      expect(device.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(device.renewedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
  });

  it('lets no one remove another person’s device', async () => {
    const [a, b] = [await signUp(), await signUp()];
    await save(b, standIn('b-kept'));
    expect((await remove(a, standIn('b-kept'))).status).toBe(204);
    expect(await stored(b)).toEqual([standIn('b-kept')]);
  });

  it('is for signed-in callers only', async () => {
    expect((await api.request('GET', '/api/push-subscriptions')).status).toBe(401);
  });
});

describe('a pass of the reminders function', () => {
  it('checks each endpoint again before pushing, so a row stored under older rules gets nothing', async () => {
    const person = await signUp();
    const settings = {
      bills: { enabled: true, daysBefore: 1, time: '09:00' },
      payday: { enabled: false },
      push: true,
      email: false,
      timeZone: 'America/Los_Angeles',
    };
    expect((await api.request('PUT', '/api/reminders', { token: person.token, body: settings })).status).toBe(
      200,
    );
    const budget = await person.createBudget('2027-08');
    await person.addItem('expense', budget.budget!.id, { name: 'Rent', amount: 120000, dueDate: '11' });
    const { publicKey } = (await person.get<{ publicKey: string }>('/api/push-subscriptions/key')).body;
    const allowed = await push.subscribe(publicKey);
    const sneaky = await push.subscribe(publicKey);
    expect((await save(person, allowed.endpoint, allowed.keys)).status).toBe(201);
    // The same stand-in written as a decimal address: what the old rules let in.
    const decimal = sneaky.endpoint.replace('//127.0.0.1:', '//2130706433:');
    await sql`insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
              values (${person.userId}, ${decimal}, ${sneaky.keys.p256dh}, ${sneaky.keys.auth})`;

    const pass = await fetch(`${GATEWAY_URL}/functions/v1/reminders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ now: '2027-08-10T16:00:00Z' }),
    });
    expect(pass.status).toBe(200);
    expect(push.messages(allowed)).toHaveLength(1);
    expect(push.messages(sneaky)).toEqual([]);
  });
});

// Limits an attacker can neither dodge nor turn against a user: unspoofable rate-limit keys, one body limit,
// text without control characters, passwords nobody guesses first.
import { describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE } from '../../supabase/functions/_shared/body-limit.ts';
import { PASSWORD_MESSAGES } from '@halfwise/core/password-rules.ts';
import { CONTROL_CHARACTERS } from '@halfwise/core/schemas.ts';
import { MAILBOX_URL } from '../support/stack-env.ts';
import {
  apiClient,
  clientAddress,
  GATEWAY_URL,
  PASSWORD,
  postOnOwnConnection,
  uniqueEmail,
  type SessionBody,
} from './support.ts';

describe('rate limits', () => {
  it('key on the address the trusted proxy added: rotating a spoofed X-Forwarded-For entry gets 429', async () => {
    const real = clientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60 && !statuses.includes(429); attempt++) {
      // The client writes any first entry it likes; the (test) proxy in front appends the real address.
      const spoofing = apiClient(`203.0.113.${attempt + 1}, ${real}`);
      statuses.push(
        (await spoofing.post('/api/auth/register', { body: { email: uniqueEmail(), password: PASSWORD } }))
          .status,
      );
    }
    expect(statuses).toContain(429);
  });
});

describe("one client's refused requests", () => {
  /** `count` requests from one address, `parallel` at a time (the endpoint-wide ceiling is 600 a minute). */
  async function flood(count: number, send: () => Promise<unknown>, parallel = 16) {
    let sent = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (sent < count) {
          sent++;
          await send();
        }
      }),
    );
  }

  it('never lock another address out of login or refresh', async () => {
    const owner = await apiClient().register();
    const attacker = apiClient();
    await flood(620, () =>
      attacker.post('/api/auth/login', { body: { email: uniqueEmail(), password: PASSWORD } }),
    );
    const stale = { refreshToken: 'not-a-real-token' };
    await flood(620, () => attacker.post('/api/auth/refresh', { body: stale }));
    expect((await attacker.post('/api/auth/refresh', { body: stale })).status).toBe(429);

    const elsewhere = apiClient();
    const login = await elsewhere.post<SessionBody>('/api/auth/login', {
      body: { email: owner.user.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const refresh = await elsewhere.post('/api/auth/refresh', {
      body: { refreshToken: login.body.refreshToken },
    });
    expect(refresh.status).toBe(200);
    // 1,240 requests, each through the gateway to the api function's Deno process: more than the default 30 s
    // on a busy 2-core machine.
  }, 90_000);
});

describe('request bodies', () => {
  const big = JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(70 * 1024) });

  it.each(['/api/auth/login', '/api/auth/register', '/api/future-plans', '/api/auth/refresh'])(
    '%s answers 413 { message } over 64 KB, through the dev server proxy',
    async (path) => {
      const response = await apiClient().post(path, { rawBody: big });
      expect([response.status, response.body]).toEqual([413, { message: BODY_TOO_LARGE }]);
    },
  );

  it('passes the 413 of a 5 MB body through the dev server, not an empty 502', async () => {
    const huge = JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(5 * 1024 * 1024) });
    const response = await apiClient().post('/api/auth/login', { rawBody: huge });
    expect([response.status, response.body]).toEqual([413, { message: BODY_TOO_LARGE }]);
  });

  it.each([
    ['the stripe webhook', `${GATEWAY_URL}/functions/v1/stripe-webhook`],
    ['the local mailbox', `${MAILBOX_URL}/emails`],
  ])('%s answers 413 over 1 MB, before reading it', async (_, url) => {
    const body = JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) });
    expect(await postOnOwnConnection(url, body, { 'Stripe-Signature': 't=1,v1=0' })).toBe(413);
  });

  it('answers 413 at the gateway as on Supabase', async () => {
    const response = await fetch(`${GATEWAY_URL}/functions/v1/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect([response.status, await response.json()]).toEqual([413, { message: BODY_TOO_LARGE }]);
  });
});

describe('text fields', () => {
  it.each([
    ['/api/auth/login', { email: `a\u0000${uniqueEmail()}`, password: PASSWORD }, 'email'],
    ['/api/auth/register', { email: uniqueEmail(), password: `pass\u0000word-42` }, 'password'],
    ['/api/auth/forgot-password', { email: `\u0000${uniqueEmail()}` }, 'email'],
    ['/api/access', { code: 'beta\u0000' }, 'code'],
    ['/api/capture-email', { email: `x\u0000@test.halfwise.app` }, 'email'],
    [
      '/api/contact',
      {
        name: 'Ana\u0000',
        email: uniqueEmail(),
        category: 'support',
        subject: 'Hi',
        message: 'A long enough message',
      },
      'name',
    ],
  ])('%s refuses a NUL byte with a 400 naming the field', async (path, body, field) => {
    const response = await apiClient().post(path, { body });
    expect([response.status, response.body]).toEqual([400, { message: `${field}: ${CONTROL_CHARACTERS}` }]);
  });

  it('signed-in endpoints refuse a NUL byte too', async () => {
    const api = apiClient();
    const session = await api.register();
    const goal = await api.post('/api/future-plans', {
      token: session.token,
      body: { name: 'Car\u0000', targetAmount: 100 },
    });
    const user = await api.patch(`/api/user/${session.user.id}`, {
      token: session.token,
      body: { firstName: 'A\u0000' },
    });
    expect([goal.status, goal.body]).toEqual([400, { message: `name: ${CONTROL_CHARACTERS}` }]);
    expect([user.status, user.body]).toEqual([400, { message: `firstName: ${CONTROL_CHARACTERS}` }]);
  });
});

describe('new passwords', () => {
  it.each([
    [{ password: '123456' }, PASSWORD_MESSAGES.tooCommon],
    [{ password: 'password' }, PASSWORD_MESSAGES.tooCommon],
    [{ password: 'é'.repeat(40) }, PASSWORD_MESSAGES.tooLong],
    [{ password: '12345' }, PASSWORD_MESSAGES.tooShort],
  ])('sign-up refuses %j', async (fields, message) => {
    const response = await apiClient().post('/api/auth/register', {
      body: { email: uniqueEmail(), ...fields },
    });
    expect([response.status, response.body]).toEqual([400, { message: `password: ${message}` }]);
  });

  it('sign-up refuses the email address as password', async () => {
    const email = uniqueEmail();
    const response = await apiClient().post('/api/auth/register', {
      body: { email, password: email.toUpperCase() },
    });
    expect([response.status, response.body]).toEqual([
      400,
      { message: `password: ${PASSWORD_MESSAGES.isEmail}` },
    ]);
  });
});

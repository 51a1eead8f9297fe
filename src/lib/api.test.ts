import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonAnswer,
  recordFetch,
  type Answer,
  type SentRequest,
} from '../test-support/component/lib-recorded-fetch.ts';
import { MemoryStorage } from '../test-support/memory-storage.ts';
import { z } from 'zod/mini';
import fc from 'fast-check';
import { apiUserSchema } from '@halfwise/core/contract/account.ts';
import { goalListSchema } from '@halfwise/core/contract/goals.ts';
import {
  ApiError,
  answerOf,
  okAnswer,
  readOf,
  serverMessage,
  sessionFetch,
  splitFieldMessage,
} from './api.ts';
import { EARLY_READS_GLOBAL, type EarlyReads } from './early-reads.ts';
import { api, withAccessToken } from './api-client.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { IDEMPOTENCY_HEADER } from '@halfwise/core/idempotency-contract.ts';
import { noContentSchema } from '@halfwise/core/contract/no-content.ts';

let calls: SentRequest[];
let respond: Answer;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const json = jsonAnswer;

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  calls = recordFetch((call) => respond(call));
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL];
});

function signIn(token: string, expiresInSeconds = 3600) {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, `refresh-of-${token}`);
  localStorage.setItem(STORAGE_KEYS.tokenExpiresAt, String(nowSeconds() + expiresInSeconds));
}

describe('request rules', () => {
  it('sends cookies, the Bearer token, and a JSON content type only with a body', async () => {
    signIn('tok-1');
    respond = () => json(200, { ok: true });
    await okAnswer(api.user.$get());
    await okAnswer(api.access.$post({ json: { code: 'x' } }));

    expect(calls[0]).toMatchObject({ url: '/api/user', credentials: 'include' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[1]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[1]?.body).toBe('{"code":"x"}');
  });

  it('sends no Authorization header when no token is stored', async () => {
    respond = () => json(200, {});
    await okAnswer(api.access.$post({ json: { code: 'x' } }));
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('uses an explicit token as given, without renewing the session', async () => {
    signIn('stored', 10);
    respond = () => json(200, { token: 't' });
    const call = api.auth['reset-password'].$post(
      { json: { password: 'secret1' } },
      withAccessToken('recovery'),
    );
    await answerOf(call, z.object({ token: z.string() }));
    expect(calls.map((c) => [c.url, c.headers.get('Authorization')])).toEqual([
      ['/api/auth/reset-password', 'Bearer recovery'],
    ]);
  });
});

describe('errors', () => {
  it('throws "{status}: {body}" for a non-OK answer', async () => {
    respond = () => json(400, { message: 'email: Please enter a valid email address' });
    const error = await okAnswer(api.access.$post({ json: { code: 'x' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"email: Please enter a valid email address"}');
    expect(serverMessage(error)).toBe('email: Please enter a valid email address');
  });

  it('uses the status text when the body is empty', async () => {
    respond = () => new Response('', { status: 503, statusText: 'Service Unavailable' });
    await expect(okAnswer(api.health.$get())).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('has no server message for an HTML error page', async () => {
    respond = () => new Response('<html>Bad Gateway</html>', { status: 502 });
    const error = await okAnswer(api.health.$get()).catch((e: unknown) => e);
    expect(serverMessage(error)).toBeNull();
  });

  it('answers the parsed body, or undefined for 204', async () => {
    respond = (call) =>
      call.url === '/api/auth/logout' ? new Response(null, { status: 204 }) : json(200, []);
    await expect(answerOf(api['future-plans'].$get(), goalListSchema)).resolves.toEqual([]);
    await expect(answerOf(api.auth.logout.$post(), noContentSchema)).resolves.toBeUndefined();
  });
});

describe('reads', () => {
  it('yields null on 401 instead of throwing', async () => {
    respond = () => json(401, { message: 'Missing token' });
    await expect(readOf(api.user.$get(), apiUserSchema)).resolves.toBeNull();
  });

  it('throws other failures', async () => {
    respond = () => json(500, { message: 'Something went wrong' });
    await expect(readOf(api.user.$get(), apiUserSchema)).rejects.toThrow(
      '500: {"message":"Something went wrong"}',
    );
  });
});

describe('silent session renewal', () => {
  const refreshed = { token: 'tok-2', refreshToken: 'ref-2', expiresAt: 0, user: { id: 'u', email: 'e' } };

  it('renews once, shared by concurrent requests, when the token expires within 60 s', async () => {
    signIn('tok-1', 30);
    respond = (call) =>
      call.url === '/api/auth/refresh'
        ? json(200, { ...refreshed, expiresAt: nowSeconds() + 3600 })
        : json(200, {});
    await Promise.all([
      okAnswer(api.user.$get()),
      okAnswer(api.household.$get()),
      okAnswer(api['pay-schedule'].$get()),
    ]);

    const refreshCalls = calls.filter((c) => c.url === '/api/auth/refresh');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.body).toBe('{"refreshToken":"refresh-of-tok-1"}');
    expect(
      calls.filter((c) => c.url !== '/api/auth/refresh').map((c) => c.headers.get('Authorization')),
    ).toEqual(['Bearer tok-2', 'Bearer tok-2', 'Bearer tok-2']);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('ref-2');
  });

  it('does not renew a token that is still fresh', async () => {
    signIn('tok-1', 120);
    respond = () => json(200, {});
    await okAnswer(api.user.$get());
    expect(calls.map((c) => c.url)).toEqual(['/api/user']);
  });

  it('on a 401 renews once and retries once with the new token', async () => {
    signIn('tok-1');
    respond = (call) => {
      if (call.url === '/api/auth/refresh')
        return json(200, { ...refreshed, expiresAt: nowSeconds() + 3600 });
      return call.headers.get('Authorization') === 'Bearer tok-2' ? json(200, []) : json(401, {});
    };
    await expect(readOf(api['future-plans'].$get(), goalListSchema)).resolves.toEqual([]);
    expect(calls.map((c) => c.url)).toEqual(['/api/future-plans', '/api/auth/refresh', '/api/future-plans']);
  });

  it('a create sends a fresh Idempotency-Key and the same key again on its retry', async () => {
    signIn('tok-1');
    respond = (call) => {
      if (call.url === '/api/auth/refresh')
        return json(200, { ...refreshed, expiresAt: nowSeconds() + 3600 });
      return call.headers.get('Authorization') === 'Bearer tok-2' ? json(201, { id: 1 }) : json(401, {});
    };
    const created = z.object({ id: z.number() });
    const create = () => api['future-plans'].$post({ json: { name: 'Bike', targetAmount: 100 } });
    await answerOf(create(), created);
    await answerOf(create(), created);
    const keys = calls
      .filter((c) => c.url === '/api/future-plans')
      .map((c) => c.headers.get(IDEMPOTENCY_HEADER));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(calls.find((c) => c.method === 'GET')?.headers.get(IDEMPOTENCY_HEADER)).toBeUndefined();
  });

  it('an undone copy (DELETE) carries its key too, the same on its retry; a PATCH carries none', async () => {
    signIn('tok-1');
    respond = (call) => {
      if (call.url === '/api/auth/refresh')
        return json(200, { ...refreshed, expiresAt: nowSeconds() + 3600 });
      return call.headers.get('Authorization') === 'Bearer tok-2' ? json(200, {}) : json(401, {});
    };
    await okAnswer(api.budget[':budgetId'].copy.$delete({ param: { budgetId: '7' } }));
    await okAnswer(api.expense[':id'].$patch({ param: { id: '3' }, json: { name: 'Rent' } }));
    const keys = calls
      .filter((c) => c.url === '/api/budget/7/copy')
      .map((c) => c.headers.get(IDEMPOTENCY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(calls.find((c) => c.method === 'PATCH')?.headers.get(IDEMPOTENCY_HEADER)).toBeNull();
  });

  it('a rejected refresh signs the visitor out and the read yields null', async () => {
    signIn('tok-1');
    localStorage.setItem(STORAGE_KEYS.legacyJwt, 'old');
    respond = (call) =>
      call.url === '/api/auth/refresh' ? json(401, { message: 'Your session has ended.' }) : json(401, {});
    await expect(readOf(api.user.$get(), apiUserSchema)).resolves.toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/user', '/api/auth/refresh']);
    for (const key of ['authToken', 'jwt', STORAGE_KEYS.refreshToken, STORAGE_KEYS.tokenExpiresAt]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('keeps the tokens when the refresh fails on a server error', async () => {
    signIn('tok-1');
    respond = (call) => (call.url === '/api/auth/refresh' ? json(502, {}) : json(401, {}));
    await expect(okAnswer(api.user.$get())).rejects.toThrow(/^401: /);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-1');
  });

  it('does not try to renew when no token was sent (a failed login)', async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'stale');
    respond = () => json(401, { message: 'Invalid email or password. Please try again.' });
    await expect(
      okAnswer(api.auth.login.$post({ json: { email: 'a@b.co', password: 'x' } })),
    ).rejects.toThrow(/^401: /);
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/login']);
  });
});

describe("the first screen's early reads", () => {
  /** What index.html's head script leaves: a read of /api/user under way with `token`. */
  function earlyUserRead(token: string) {
    const early: EarlyReads = {
      token,
      startedAt: Date.now(),
      reads: { '/api/user': Promise.resolve(json(200, { early: true })) },
    };
    (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL] = early;
  }

  it('answer a GET of their URL with the same token, once, without a request of its own', async () => {
    signIn('tok-1');
    earlyUserRead('tok-1');
    respond = () => json(200, { early: false });
    await expect((await sessionFetch('/api/user')).json()).resolves.toEqual({ early: true });
    await expect((await okAnswer(api.user.$get())).json()).resolves.toEqual({ early: false });
    expect(calls.map((c) => c.url)).toEqual(['/api/user']);
  });

  it('are dropped by a write, which may change what they answer', async () => {
    signIn('tok-1');
    earlyUserRead('tok-1');
    respond = () => json(200, { early: false });
    await okAnswer(api.access.$post({ json: { code: 'x' } }));
    await expect((await okAnswer(api.user.$get())).json()).resolves.toEqual({ early: false });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/access', 'GET /api/user']);
  });
});

describe('a message that names its field', () => {
  it('splits into the field and the words a person reads', () => {
    expect(splitFieldMessage('password: This password is too common.')).toEqual({
      field: 'password',
      text: 'This password is too common.',
    });
    expect(splitFieldMessage('Invalid login credentials')).toEqual({
      field: undefined,
      text: 'Invalid login credentials',
    });
  });

  it('gives back any field and text it was made of', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,20}$/),
        fc.string({ minLength: 1 }).filter((text) => text.trim() === text && text.length > 0),
        (field, text) => {
          expect(splitFieldMessage(`${field}: ${text}`)).toEqual({ field, text });
        },
      ),
    );
  });
});

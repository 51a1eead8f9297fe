// Supabase Auth beside the API (/auth/v1, reachable as in production) keeps the app's rules: the limits and
// settings of supabase/config.toml, which the local auth service reads and enforces as production does.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMIT_WINDOW_SECONDS } from '../../supabase/local/auth/rate-limits.ts';
import { parseAuthSettings } from '../../supabase/local/auth/settings.ts';
import { MAILBOX_URL } from '../support/stack-env.ts';
import { APP_ORIGIN, apiClient, GATEWAY_URL, PASSWORD, postOnOwnConnection, uniqueEmail } from './support.ts';

const settings = parseAuthSettings(
  readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8'),
);

/** A call straight to the auth service, as supabase-js in a browser makes it, from the address `from`. */
/**
 * A client address for this file's limit counts: from 198.19.0.0/16, which no other test file uses, so another
 * file's requests (whose addresses are random in 198.18.0.0/16) never add to a count this file checks.
 */
function limitedAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `198.19.${octet()}.${octet()}`;
}

async function auth(
  from: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { code?: string; message?: string; access_token?: string } }> {
  const response = await fetch(`${GATEWAY_URL}/auth/v1${path}`, {
    method,
    headers: {
      apikey: 'local-anon-key',
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      'X-Forwarded-For': from,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

const signIn = (from: string, email: string, password: string) =>
  auth(from, 'POST', '/token?grant_type=password', { email, password });

/**
 * The limits are counted in fixed windows aligned to the clock (`RATE_LIMIT_WINDOW_SECONDS`), which the stack
 * on this machine reads as the test does. A test that counts up to a limit must not cross a window's edge (the
 * count would start again halfway): when fewer than `marginMs` are left in the current window, this waits for the
 * next one. Set-up, not an assertion: no result depends on how long it waits.
 */
async function startWellInsideAWindow(marginMs = 20_000): Promise<void> {
  const windowMs = RATE_LIMIT_WINDOW_SECONDS * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe('the limits of [auth.rate_limit]', () => {
  beforeEach(() => startWellInsideAWindow());

  it('sign_in_sign_ups: wrong passwords from one address are cut off, and the right one then waits too', async () => {
    const { user } = await apiClient().register();
    const attacker = limitedAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < settings.rateLimit.signInSignUpsPer5Min; attempt++)
      statuses.push((await signIn(attacker, user.email, `wrong-${attempt}`)).status);
    expect(new Set(statuses)).toEqual(new Set([400]));
    const right = await signIn(attacker, user.email, PASSWORD);
    expect([right.status, right.body.code]).toEqual([429, 'over_request_rate_limit']);
    // The owner, elsewhere, is not held up by it.
    expect((await signIn(limitedAddress(), user.email, PASSWORD)).status).toBe(200);
  });

  it('sign_in_sign_ups: sign-ups from one address are cut off', async () => {
    const from = limitedAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= settings.rateLimit.signInSignUpsPer5Min; attempt++)
      statuses.push(
        (await auth(from, 'POST', '/signup', { email: uniqueEmail(), password: PASSWORD })).status,
      );
    expect(statuses.slice(0, -1)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it('token_refresh: refreshes from one address are cut off', async () => {
    const from = limitedAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= settings.rateLimit.tokenRefreshPer5Min; attempt++)
      statuses.push(
        (await auth(from, 'POST', '/token?grant_type=refresh_token', { refresh_token: 'never-issued' }))
          .status,
      );
    expect(statuses.at(-1)).toBe(429);
  });

  it('max_frequency: recovery mails to one user are spaced out, whoever asks', async () => {
    const { user } = await apiClient().register();
    for (let attempt = 0; attempt < 5; attempt++)
      await auth(limitedAddress(), 'POST', '/recover', { email: user.email });
    const mails = (await (await fetch(`${MAILBOX_URL}/messages`)).json()) as { to: string }[];
    expect(mails.filter((mail) => mail.to === user.email)).toHaveLength(1);
  });

  it("count each of the app's clients on its own, not the api function's address", async () => {
    // More sign-ups through the API than one address may make at Auth, each from its own client.
    const statuses: number[] = [];
    for (let signup = 0; signup <= settings.rateLimit.signInSignUpsPer5Min; signup++) {
      const response = await apiClient().post('/api/auth/register', {
        body: { email: uniqueEmail(), password: PASSWORD },
      });
      statuses.push(response.status);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('a browser cannot pick its bucket with Sb-Forwarded-For', async () => {
    const from = limitedAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= settings.rateLimit.signInSignUpsPer5Min; attempt++)
      statuses.push(
        (
          await auth(
            from,
            'POST',
            '/token?grant_type=password',
            { email: uniqueEmail(), password: 'wrong-password' },
            { 'Sb-Forwarded-For': `203.0.113.${attempt + 1}` },
          )
        ).status,
      );
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('secure_password_change', () => {
  it('a new password needs the current one; without it nothing changes and no session ends', async () => {
    const api = apiClient();
    const { user, token } = await api.register();
    const other = await api.post<{ refreshToken: string }>('/api/auth/login', {
      body: { email: user.email, password: PASSWORD },
    });
    const from = limitedAddress();
    const bearer = { Authorization: `Bearer ${token}` };

    const bare = await auth(from, 'PUT', '/user', { password: 'taken-over-99' }, bearer);
    expect([bare.status, bare.body.code]).toEqual([400, 'current_password_required']);
    const wrong = await auth(
      from,
      'PUT',
      '/user',
      { password: 'taken-over-99', current_password: 'not-it-at-all' },
      bearer,
    );
    expect([wrong.status, wrong.body.code]).toEqual([400, 'current_password_invalid']);
    expect((await signIn(limitedAddress(), user.email, PASSWORD)).status).toBe(200);
    const refreshed = await api.post('/api/auth/refresh', {
      body: { refreshToken: other.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);

    const proven = await auth(
      from,
      'PUT',
      '/user',
      { password: 'chosen-by-owner-7', current_password: PASSWORD },
      bearer,
    );
    expect(proven.status).toBe(200);
    expect((await signIn(limitedAddress(), user.email, 'chosen-by-owner-7')).status).toBe(200);
  });
});

describe('the service itself', () => {
  it('refuses a body over 1 MB with 413, before reading it', async () => {
    const body = JSON.stringify({
      email: uniqueEmail(),
      password: PASSWORD,
      data: { padding: 'x'.repeat(2 * 1024 * 1024) },
    });
    const status = await postOnOwnConnection(`${GATEWAY_URL}/auth/v1/signup`, body, {
      apikey: 'local-anon-key',
      'X-Forwarded-For': limitedAddress(),
    });
    expect(status).toBe(413);
  });

  it.each([
    ['the app', APP_ORIGIN, APP_ORIGIN],
    ['another site', 'https://attacker.example', null],
  ])('answers CORS with credentials for %s only', async (_, origin, allowed) => {
    const response = await fetch(`${GATEWAY_URL}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,apikey',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
  });
});

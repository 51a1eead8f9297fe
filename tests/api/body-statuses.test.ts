// What a body too large, or announced with `Expect: 100-continue`, is answered with on each port: the app's (the
// dev server's proxy), and the gateway's (Supabase's API gateway in miniature). Each oversized case is sent many
// times down one kept-alive connection pool, because the failure it guards against came and went.
import { Agent } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE } from '../../supabase/functions/_shared/body-limit.ts';
import { MAX_AUTH_BODY_BYTES, requestTooLarge } from '../../supabase/local/auth/errors.ts';
import { paddedJson, rawPost, type RawPost } from './raw-posts.ts';
import { API_URL, GATEWAY_URL } from './support.ts';

const TIMES = 20;
const agent = new Agent({ keepAlive: true });
afterAll(() => agent.destroy());

const authTooLarge = { code: 413, error_code: requestTooLarge().code, msg: requestTooLarge().message };
const overAuthCeiling = paddedJson('refresh_token', MAX_AUTH_BODY_BYTES + 1024);
const overApiCeiling = paddedJson('email', MAX_AUTH_BODY_BYTES + 1024);

const ROUTES = [
  ['the app port', 'auth', `${API_URL}/auth/v1/token?grant_type=refresh_token`],
  ['the app port', 'api', `${API_URL}/api/auth/login`],
  ['the gateway', 'auth', `${GATEWAY_URL}/auth/v1/token?grant_type=refresh_token`],
  ['the gateway', 'api', `${GATEWAY_URL}/functions/v1/api/auth/login`],
] as const;
const tooLarge = (service: 'auth' | 'api') =>
  service === 'auth' ? authTooLarge : { message: BODY_TOO_LARGE };
const oversized = (service: 'auth' | 'api') => (service === 'auth' ? overAuthCeiling : overApiCeiling);

/**
 * `TIMES` posts of `body`, then a small one. The app's port is held to more than the gateway: its posts share a
 * kept-alive pool, as the dev server's proxy shares its connections; the gateway closes a connection whose body
 * it refused unread, as Supabase's may, so each post there has a connection of its own.
 */
async function statusesOf(url: string, body: string, options: RawPost) {
  const pool = url.startsWith(API_URL) ? { agent } : {};
  const replies = [];
  for (let time = 0; time < TIMES; time++) replies.push(await rawPost(url, body, { ...options, ...pool }));
  const after = await rawPost(url, '{}', pool);
  return { replies, after };
}

describe('a body over the ceiling', () => {
  it.each(ROUTES)('through %s to %s is 413 every time, sent with its length', async (_, service, url) => {
    const { replies, after } = await statusesOf(url, oversized(service), {});
    expect(replies.map(({ status, body }) => [status, body])).toEqual(
      Array.from({ length: TIMES }, () => [413, tooLarge(service)]),
    );
    expect(after.status).toBe(400);
  });

  it.each(ROUTES.filter(([port]) => port === 'the app port'))(
    'through %s to %s is 413 every time, sent chunked',
    async (_, service, url) => {
      const { replies, after } = await statusesOf(url, oversized(service), { chunked: true });
      expect(replies.map(({ status }) => status)).toEqual(Array.from({ length: TIMES }, () => 413));
      expect(after.status).toBe(400);
    },
  );

  it.each(ROUTES)(
    'through %s to %s is 413 instead of the go-ahead, when the client asks first',
    async (_, service, url) => {
      for (let time = 0; time < TIMES; time++) {
        const reply = await rawPost(url, oversized(service), { expectContinue: true });
        expect(reply).toEqual({ status: 413, body: tooLarge(service), continued: false });
      }
    },
  );
});

describe('Expect: 100-continue with a body within the ceiling', () => {
  it.each(ROUTES)('through %s to %s is invited and answered as without it', async (_, service, url) => {
    const body = service === 'auth' ? { refresh_token: 'never-issued' } : { password: 'whatever-it-is' };
    const reply = await rawPost(url, JSON.stringify(body), { expectContinue: true });
    expect(reply.continued).toBe(true);
    expect([reply.status, reply.body]).toEqual(
      service === 'auth'
        ? [400, { code: 400, error_code: 'refresh_token_not_found', msg: expect.any(String) }]
        : [400, { message: 'email: Email is required' }],
    );
  });
});

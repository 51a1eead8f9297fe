import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { describe, expect, it } from 'vitest';
import { corsForApp } from './cors.ts';

const APP = 'https://app.example';

/** The configuration corsForApp had when it was hono/cors itself. */
const honoCors = cors({
  origin: APP,
  allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
  allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Stripe-Signature'],
  exposeHeaders: ['Idempotent-Replayed'],
  credentials: true,
  maxAge: 600,
});

function appWith(middleware: MiddlewareHandler) {
  const app = new Hono();
  app.use('*', middleware);
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/text', (c) => c.body('{"a":1}', 200, { 'content-type': 'application/json; charset=UTF-8' }));
  app.get('/vary', (c) => c.body('x', 200, { vary: 'Accept-Encoding', 'access-control-allow-origin': '*' }));
  app.get('/replayed', (c) => c.json({ ok: true }, 201, { 'Idempotent-Replayed': 'true' }));
  app.get('/throws', () => {
    throw new Error('boom');
  });
  app.get('/redirect', () => Response.redirect('https://elsewhere.example/', 302));
  app.onError((_, c) => c.json({ message: 'Something went wrong' }, 500));
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return app;
}

async function answerOf(app: Hono, path: string, init: RequestInit) {
  const response = await app.request(path, init);
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}

describe('corsForApp', () => {
  const ours = appWith(corsForApp(APP));
  const theirs = appWith(honoCors);
  const origins: Record<string, string>[] = [{ origin: APP }, { origin: 'https://evil.example' }, {}];

  it.each(['/json', '/text', '/vary', '/replayed', '/throws', '/redirect', '/missing'])(
    'answers %s with the headers, status and body hono/cors gives',
    async (path) => {
      for (const headers of origins) {
        for (const method of ['GET', 'HEAD']) {
          const init = { method, headers };
          expect(await answerOf(ours, path, init)).toEqual(await answerOf(theirs, path, init));
        }
      }
    },
  );

  it('answers a preflight as hono/cors does', async () => {
    for (const headers of origins) {
      const init = {
        method: 'OPTIONS',
        headers: {
          ...headers,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'x',
        },
      };
      expect(await answerOf(ours, '/json', init)).toEqual(await answerOf(theirs, '/json', init));
    }
  });
});

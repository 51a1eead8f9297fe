import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

const ALLOW_METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'];
const ALLOW_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'Stripe-Signature'];
const EXPOSE_HEADERS = ['Idempotent-Replayed'];

/**
 * Only the SPA's own origin may call the API from a browser; requests carry credentials (spec §7).
 *
 * Preflights are hono/cors's. Every other request gets the same headers hono/cors gives it, written onto the
 * handler's response in place: hono/cors sets them on a response made before the handler runs, so Hono rebuilds
 * the handler's response around a stream of its body, twice per request (cors.test.ts compares the two).
 */
export function corsForApp(appOrigin: string): MiddlewareHandler {
  const preflight = cors({
    origin: appOrigin,
    allowMethods: ALLOW_METHODS,
    allowHeaders: ALLOW_HEADERS,
    exposeHeaders: EXPOSE_HEADERS,
    credentials: true,
    maxAge: 600,
  });
  const exposed = EXPOSE_HEADERS.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const fromApp = c.req.header('origin') === appOrigin;
    await next();
    let headers = c.res.headers;
    try {
      headers.set('Access-Control-Allow-Credentials', 'true');
    } catch {
      // A response whose headers are immutable (one fetched from elsewhere): copy it once, as Hono would.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set('Access-Control-Allow-Credentials', 'true');
    }
    if (fromApp) headers.set('Access-Control-Allow-Origin', appOrigin);
    headers.set('Access-Control-Expose-Headers', exposed);
    headers.append('Vary', 'Origin');
  };
}

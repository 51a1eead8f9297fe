import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** Only the SPA's own origin may call the API from a browser; requests carry credentials (spec §7). */
export function corsForApp(appOrigin: string): MiddlewareHandler {
  return cors({
    origin: appOrigin,
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Stripe-Signature'],
    exposeHeaders: ['Idempotent-Replayed'],
    credentials: true,
    maxAge: 600,
  });
}

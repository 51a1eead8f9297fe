import type { ApiConfig } from './config.ts';
import type { Db } from './db.ts';
import { HttpError } from './errors.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** What is being limited: the action, plus the email address (when there is one) and the client address. */
export interface RateLimitSubject {
  action: 'login' | 'signup' | 'forgot' | 'access' | 'contact' | 'capture';
  email?: string;
  client: string;
}

export type RateLimiter = (subject: RateLimitSubject) => Promise<void>;

/**
 * Counts one attempt per key in `public.hit_rate_limit` (as anon, one round trip for both keys) and throws a
 * 429 once either the address or the client is over its limit. Every attempt counts, successful or not.
 */
export function createRateLimiter(db: Db, limits: ApiConfig['rateLimit']): RateLimiter {
  return async ({ action, email, client }) => {
    const clientKey = `${action}:client:${client}`;
    const withinLimits = await db.withAnonTx(async (tx) => {
      const [row] = email
        ? await tx<{ client: boolean; address: boolean }[]>`
            select public.hit_rate_limit(${clientKey}, ${limits.perClient}, ${limits.windowSeconds}) as client,
                   public.hit_rate_limit(${`${action}:addr:${email.toLowerCase()}`}, ${limits.perAddress},
                                         ${limits.windowSeconds}) as address`
        : await tx<{ client: boolean; address: boolean }[]>`
            select public.hit_rate_limit(${clientKey}, ${limits.perClient}, ${limits.windowSeconds}) as client,
                   true as address`;
      return row !== undefined && row.client && row.address;
    });
    if (!withinLimits) throw new HttpError(429, TOO_MANY_ATTEMPTS);
  };
}

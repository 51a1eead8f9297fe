import type { ApiConfig } from './config.ts';
import type { Db } from './db.ts';
import { HttpError } from './errors.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export type RateLimitAction =
  'login' | 'signup' | 'forgot' | 'access' | 'contact' | 'capture' | 'refresh' | 'invite';

/** What is being limited: the action, plus the email address (when there is one) and the client address. */
export interface RateLimitSubject {
  action: RateLimitAction;
  email?: string;
  client: string;
}

export type RateLimiter = (subject: RateLimitSubject) => Promise<void>;

/** Logins are throttled per (email, address) by counting failures (login-throttle.ts), never per email alone. */
const PER_EMAIL: ReadonlySet<RateLimitAction> = new Set(['signup', 'forgot', 'invite']);

/**
 * Counts one attempt in `private.hit_rate_limit` (as the server, one round trip) against three limits: the
 * endpoint's ceiling for everyone together, the client address (rate-limit keys come from clientAddress, which
 * a client cannot spoof past the trusted proxies), and, for sign-up, forgot-password and invitations, the email address.
 * Throws a 429 once any is over.
 */
export function createRateLimiter(db: Pick<Db, 'withServerTx'>, limits: ApiConfig['rateLimit']): RateLimiter {
  return async ({ action, email, client }) => {
    const emailKey = email && PER_EMAIL.has(action) ? `${action}:email:${email.toLowerCase()}` : null;
    const [row] = await db.withServerTx(
      (tx) => tx<{ within: boolean }[]>`
        select private.hit_rate_limit(${`${action}:all`}, ${limits.perEndpointPerMinute}, 60)
           and private.hit_rate_limit(${`${action}:client:${client}`}, ${limits.perClient}, ${limits.windowSeconds})
           and (${emailKey}::text is null
                or private.hit_rate_limit(${emailKey}, ${limits.perAddress}, ${limits.windowSeconds})) as within`,
    );
    if (row?.within !== true) throw new HttpError(429, TOO_MANY_ATTEMPTS);
  };
}

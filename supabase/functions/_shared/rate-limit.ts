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
 * Counts one attempt in `private.hit_rate_limit` (as the server, one round trip) against three limits, in this
 * order: the client address (rate-limit keys come from clientAddress, which a client cannot spoof past the trusted
 * proxies); for sign-up, forgot-password and invitations, the email address; then the endpoint's ceiling for
 * everyone together. An attempt counts against a limit only once every limit before it let it through (CASE
 * evaluates its branches in order), so what one client is refused costs the other clients nothing.
 * Throws a 429 once any is over.
 */
export function createRateLimiter(db: Pick<Db, 'withServerTx'>, limits: ApiConfig['rateLimit']): RateLimiter {
  return async ({ action, email, client }) => {
    const emailKey = email && PER_EMAIL.has(action) ? `${action}:email:${email.toLowerCase()}` : null;
    const everyone = `${action}:all`;
    const [row] = await db.withServerTx(
      (tx) => tx<{ within: boolean }[]>`
        select case
          when not private.hit_rate_limit(${`${action}:client:${client}`}, ${limits.perClient}, ${limits.windowSeconds})
            then false
          when ${emailKey}::text is null then private.hit_rate_limit(${everyone}, ${limits.perEndpointPerMinute}, 60)
          when not private.hit_rate_limit(${emailKey}, ${limits.perAddress}, ${limits.windowSeconds}) then false
          else private.hit_rate_limit(${everyone}, ${limits.perEndpointPerMinute}, 60)
        end as within`,
    );
    if (row?.within !== true) throw new HttpError(429, TOO_MANY_ATTEMPTS);
  };
}

import type { ApiConfig } from './config.ts';
import type { Db } from './db.ts';
import { HttpError } from './errors.ts';

type Throttle = ApiConfig['loginThrottle'];

/** A failure older than this is forgotten, and the count starts again. */
const FORGET_AFTER_SECONDS = 24 * 60 * 60;

/**
 * How long after its latest failure a (email, address) pair must wait: nothing for the first free failures,
 * then `delaySeconds`, doubling with each further failure up to `maxDelaySeconds`.
 */
export function loginDelaySeconds(failures: number, throttle: Throttle): number {
  if (failures < throttle.freeFailures) return 0;
  const doublings = Math.min(failures - throttle.freeFailures, 30);
  return Math.min(throttle.delaySeconds * 2 ** doublings, throttle.maxDelaySeconds);
}

/** The 429 message, with the wait rounded up to what a person reads. */
export function tooManyFailedLogins(waitSeconds: number): string {
  const wait =
    waitSeconds <= 90
      ? `${Math.max(1, Math.ceil(waitSeconds))} seconds`
      : `${Math.ceil(waitSeconds / 60)} minutes`;
  return `Too many failed logins for this email from your network. Please wait ${wait} and try again.`;
}

export interface LoginThrottle {
  /** Throws a 429 while this (email, address) pair must still wait after its failures. */
  check(email: string, client: string): Promise<void>;
  failed(email: string, client: string): Promise<void>;
  succeeded(email: string, client: string): Promise<void>;
}

/**
 * Failed logins per (email, client address) in `private.login_failures`. Only failures count, and only for
 * that pair: an attacker's wrong passwords slow the attacker's address down and never the account's owner
 * signing in from elsewhere.
 */
export function createLoginThrottle(db: Pick<Db, 'withServerTx'>, throttle: Throttle): LoginThrottle {
  const key = (email: string) => email.trim().toLowerCase();
  return {
    async check(email, client) {
      const [row] = await db.withServerTx(
        (tx) => tx<{ failures: number; since_seconds: number }[]>`
          select failures, extract(epoch from now() - last_failed_at)::float8 as since_seconds
          from private.login_failures
          where email = ${key(email)} and address = ${client}
            and last_failed_at > now() - make_interval(secs => ${FORGET_AFTER_SECONDS})`,
      );
      if (!row) return;
      const wait = loginDelaySeconds(row.failures, throttle) - row.since_seconds;
      if (wait > 0) throw new HttpError(429, tooManyFailedLogins(wait));
    },
    async failed(email, client) {
      await db.withServerTx(
        (tx) => tx`
          insert into private.login_failures as f (email, address, failures, last_failed_at)
          values (${key(email)}, ${client}, 1, now())
          on conflict (email, address) do update set
            failures = case when f.last_failed_at > now() - make_interval(secs => ${FORGET_AFTER_SECONDS})
                            then f.failures + 1 else 1 end,
            last_failed_at = now()`,
      );
    },
    async succeeded(email, client) {
      await db.withServerTx(
        (tx) => tx`delete from private.login_failures where email = ${key(email)} and address = ${client}`,
      );
    },
  };
}

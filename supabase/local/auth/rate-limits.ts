import { isIP } from 'node:net';
import type { Context } from 'hono';
import { clientAddress } from '../../functions/_shared/client-address.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError } from './errors.ts';

export type LimitedAction = 'signInSignUps' | 'tokenRefresh' | 'tokenVerifications';

/** The window the per-address limits are counted in, as GoTrue counts them: five minutes, aligned to the clock. */
export const RATE_LIMIT_WINDOW_SECONDS = 300;

export const SB_FORWARDED_FOR = 'sb-forwarded-for';

/**
 * The address a request's limits are kept for: the one the trusted proxy in front added to X-Forwarded-For
 * (as the Edge Functions read it), or, for a server calling with the service role key (the api function
 * acting for a browser), the client address it names in Sb-Forwarded-For. Anyone else's Sb-Forwarded-For is
 * ignored, so a browser cannot pick its own bucket.
 */
export function limitedAddress(c: Context, ctx: AuthContext, connectionAddress?: string): string {
  const forwardedFor = c.req.header(SB_FORWARDED_FOR)?.split(',')[0]?.trim() ?? '';
  const fromServer =
    ctx.serviceRoleKey !== undefined &&
    c.req.header('apikey') === ctx.serviceRoleKey &&
    isIP(forwardedFor) > 0;
  if (fromServer) return forwardedFor;
  return clientAddress(c.req.raw.headers, ctx.trustedProxyHops, connectionAddress);
}

const RATE_LIMITED = () => new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** Throws GoTrue's 429 when the client is over `[auth.rate_limit]`'s limit for `action`. */
export function enforceRateLimit(c: Context, ctx: AuthContext, action: LimitedAction): void {
  const max = {
    signInSignUps: ctx.settings.rateLimit.signInSignUpsPer5Min,
    tokenRefresh: ctx.settings.rateLimit.tokenRefreshPer5Min,
    tokenVerifications: ctx.settings.rateLimit.tokenVerificationsPer5Min,
  }[action];
  if (max === Number.POSITIVE_INFINITY) return;
  const key = `${action}:${limitedAddress(c, ctx)}`;
  if (!ctx.counters.take(key, max, RATE_LIMIT_WINDOW_SECONDS, ctx.now().getTime())) throw RATE_LIMITED();
}

const EMAIL_RATE_LIMITED = () =>
  new AuthApiError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');

/**
 * Before an email goes out: the project's hourly `email_sent`, and `max_frequency` since the user's last
 * email of the kind (`lastSentAt`). Throws GoTrue's 429 when either refuses.
 */
export function enforceEmailLimits(ctx: AuthContext, lastSentAt: Date | null): void {
  const now = ctx.now().getTime();
  const waitMs = ctx.settings.emailMaxFrequencySeconds * 1000;
  if (lastSentAt && now - lastSentAt.getTime() < waitMs) {
    const seconds = Math.ceil((waitMs - (now - lastSentAt.getTime())) / 1000);
    throw new AuthApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    );
  }
  const perHour = ctx.settings.rateLimit.emailSentPerHour;
  if (perHour !== Number.POSITIVE_INFINITY && !ctx.counters.take('email_sent', perHour, 3600, now))
    throw EMAIL_RATE_LIMITED();
}

import type { Context } from 'hono';
import { bearerToken, type JwtClaims, type VerifyToken } from '../../_shared/auth.ts';
import type { RateLimitSubject } from '../../_shared/rate-limit.ts';
import { clientOf, type ApiDeps } from '../context.ts';

// Guards for the endpoints anyone may call without an account (contact, capture-email).

export type PublicFormAction = Extract<RateLimitSubject['action'], 'contact' | 'capture'>;

/** Counts one attempt per client address for a public form; 429 once over the per-client limit. */
export function limitPerClient(
  { config, rateLimit }: Pick<ApiDeps, 'config' | 'rateLimit'>,
  action: PublicFormAction,
): (c: Context) => Promise<void> {
  return (c) => rateLimit({ action, client: clientOf(c, config) });
}

/** The caller's claims when a valid Bearer token came with the request; null for anyone else. */
export async function optionalClaims(c: Context, verify: VerifyToken): Promise<JwtClaims | null> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) return null;
  return verify(token).catch(() => null);
}

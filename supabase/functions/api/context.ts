import type { Context } from 'hono';
import type { AuthVariables, VerifyToken } from '../_shared/auth.ts';
import type { BillingPort } from '../_shared/billing/port.ts';
import type { ApiConfig } from '../_shared/config.ts';
import { clientAddress, connectionAddressOf } from '../_shared/client-address.ts';
import type { Db } from '../_shared/db.ts';
import type { LoginThrottle } from '../_shared/login-throttle.ts';
import type { RateLimiter } from '../_shared/rate-limit.ts';
import type { AuthPort } from '../_shared/supabase-auth.ts';

/** What every route module of the api function is built from. */
export interface ApiDeps {
  config: ApiConfig;
  db: Db;
  auth: AuthPort;
  verifyToken: VerifyToken;
  rateLimit: RateLimiter;
  loginThrottle: LoginThrottle;
  /** One payment provider for the whole function (the simulated one keeps its objects in memory). */
  billing: BillingPort;
}

export interface ApiEnv {
  Variables: AuthVariables;
}

/** The client address rate limits key on for this request. */
export function clientOf(c: Context, config: ApiConfig): string {
  return clientAddress(c.req.raw.headers, config.trustedProxyHops, connectionAddressOf(c.env));
}

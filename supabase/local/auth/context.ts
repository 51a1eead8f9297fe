import type postgres from 'postgres';
import type { AuthSigningKey } from './keys.ts';
import { WindowCounters } from './window-counters.ts';
import { PERMISSIVE_AUTH_SETTINGS, type AuthSettings } from './settings.ts';

export interface MailMessageInput {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface AuthAppConfig {
  /** The SPA's origin; the default redirect target and the only origin redirects may go to. */
  siteUrl: string;
  /** Where this service is reachable from a browser, without `/auth/v1`. */
  externalUrl: string;
  jwtExpirySeconds: number;
}

export interface AuthAppDeps {
  sql: postgres.Sql;
  signingKey: AuthSigningKey;
  mailer: { send(m: MailMessageInput): Promise<void> | void };
  config: AuthAppConfig;
  /** The service's clock; tests move it forward. Defaults to the system clock. */
  now?: () => Date;
  /** Supabase Auth's rate limits and email and password settings (settings.ts); none when absent. */
  settings?: AuthSettings;
  /** Proxies in front that append to X-Forwarded-For, as TRUSTED_PROXY_HOPS for the functions. */
  trustedProxyHops?: number;
  /** The key a server presents (`apikey`) to name its client in Sb-Forwarded-For. */
  serviceRoleKey?: string;
}

/** Everything a route needs, with defaults filled in. */
export interface AuthContext extends Required<Omit<AuthAppDeps, 'serviceRoleKey'>> {
  serviceRoleKey: string | undefined;
  issuer: string;
  counters: WindowCounters;
}

export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;
export const RECOVERY_TOKEN_LIFETIME_SECONDS = 3600;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 72;

export function toAuthContext(deps: AuthAppDeps): AuthContext {
  return {
    ...deps,
    now: deps.now ?? (() => new Date()),
    settings: deps.settings ?? PERMISSIVE_AUTH_SETTINGS,
    trustedProxyHops: deps.trustedProxyHops ?? 1,
    serviceRoleKey: deps.serviceRoleKey,
    counters: new WindowCounters(),
    issuer: `${deps.config.externalUrl.replace(/\/$/, '')}/auth/v1`,
  };
}

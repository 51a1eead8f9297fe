import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

/**
 * Supabase Auth's own protections, read from `supabase/config.toml` (the file `supabase config push` sends to
 * production), so the local service refuses what production refuses. Units are Supabase's: `email_sent` per
 * hour for the whole project; the others per client address per 5 minutes.
 */
export interface AuthSettings {
  rateLimit: {
    emailSentPerHour: number;
    signInSignUpsPer5Min: number;
    tokenRefreshPer5Min: number;
    tokenVerificationsPer5Min: number;
  };
  /** `[auth.email] secure_password_change`: a new password needs the current one, or a recovery session. */
  securePasswordChange: boolean;
  /** `[auth.email] max_frequency`: the least time between two emails to one user. */
  emailMaxFrequencySeconds: number;
}

/** No limit and no extra proof: the service as before any setting is read (its own unit tests). */
export const PERMISSIVE_AUTH_SETTINGS: AuthSettings = {
  rateLimit: {
    emailSentPerHour: Number.POSITIVE_INFINITY,
    signInSignUpsPer5Min: Number.POSITIVE_INFINITY,
    tokenRefreshPer5Min: Number.POSITIVE_INFINITY,
    tokenVerificationsPer5Min: Number.POSITIVE_INFINITY,
  },
  securePasswordChange: false,
  emailMaxFrequencySeconds: 0,
};

export const CONFIG_TOML = path.resolve(import.meta.dirname, '../../config.toml');

type Table = Record<string, unknown>;

const tableOf = (value: unknown): Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};

function count(table: Table, key: string, where: string): number {
  const value = table[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new Error(`${where}.${key} in supabase/config.toml must be a whole number`);
  return value;
}

function flag(table: Table, key: string): boolean {
  return table[key] === true;
}

const DURATION_UNITS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };

/** A Go duration as the CLI writes it ("1s", "60s", "1m30s") in seconds. */
export function durationSeconds(text: string): number {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text)
    throw new Error(`"${text}" is not a duration such as "60s"`);
  return parts.reduce((total, [, amount, unit]) => total + Number(amount) * DURATION_UNITS[unit!]!, 0);
}

/** The settings in a config.toml's text. */
export function parseAuthSettings(toml: string): AuthSettings {
  const auth = tableOf(parse(toml).auth);
  const rateLimit = tableOf(auth.rate_limit);
  const email = tableOf(auth.email);
  const where = '[auth.rate_limit]';
  const maxFrequency = email.max_frequency;
  if (flag(email, 'double_confirm_changes') && !flag(email, 'enable_confirmations'))
    throw new Error(
      'supabase/config.toml: double_confirm_changes = true with enable_confirmations = false lets the old ' +
        "address's link alone apply an email change (Supabase Auth); set double_confirm_changes = false",
    );
  return {
    rateLimit: {
      emailSentPerHour: count(rateLimit, 'email_sent', where),
      signInSignUpsPer5Min: count(rateLimit, 'sign_in_sign_ups', where),
      tokenRefreshPer5Min: count(rateLimit, 'token_refresh', where),
      tokenVerificationsPer5Min: count(rateLimit, 'token_verifications', where),
    },
    securePasswordChange: flag(email, 'secure_password_change'),
    emailMaxFrequencySeconds: typeof maxFrequency === 'string' ? durationSeconds(maxFrequency) : 0,
  };
}

export function readAuthSettings(file = CONFIG_TOML): AuthSettings {
  return parseAuthSettings(readFileSync(file, 'utf8'));
}

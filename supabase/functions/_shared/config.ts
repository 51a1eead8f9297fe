import { z } from 'zod';
import { SUPPORT_EMAIL } from './core/contact-contract.ts';
import { isPushHostPattern, type PushEndpointPolicy } from './push-endpoint.ts';

/** Everything the Edge Functions read from their environment, parsed once per cold start. */
export interface ApiConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /**
   * Supabase gives every function this key. With it, the function names the browser's address to Supabase Auth
   * (Sb-Forwarded-For), so Auth's per-address limits apply to each client, not to the function's own address; and
   * callers of the reminders function must present it (as pg_cron does): absent, nobody may.
   */
  supabaseServiceRoleKey?: string;
  databaseUrl: string;
  dbPoolMax: number;
  /**
   * Bounds of every database call: opening a connection, one statement (and one lock wait), and the whole call
   * (waiting for a connection included). Past any: 503, and a write given up on never commits later.
   */
  dbTimeouts: { connectSeconds: number; statementMs: number; callMs: number };
  appOrigin: string;
  accessCode: string;
  /**
   * How many proxies in front of the function append the address they saw to X-Forwarded-For (Supabase's
   * edge: 1). The client is the entry the outermost of them added; 0 means the socket address.
   */
  trustedProxyHops: number;
  rateLimit: {
    /** Attempts per email address (sign-up, forgot password) per window. */
    perAddress: number;
    /** Attempts per client address per window. */
    perClient: number;
    windowSeconds: number;
    /** Attempts at one endpoint from everyone together, per minute. */
    perEndpointPerMinute: number;
  };
  /** Failed logins per (email, client address): free ones, then a delay that doubles with each failure. */
  loginThrottle: { freeFailures: number; delaySeconds: number; maxDelaySeconds: number };
  stripe: { secretKey?: string; webhookSecret?: string; priceId?: string };
  /** Outgoing mail through an HTTP mail API (absent `apiUrl`: nothing is sent, only logged). */
  mail: { apiUrl?: string; apiKey?: string; from: string; contactInbox: string };
  /** Web Push (docs/reminders.md): the VAPID pair, who the push services may contact, and which endpoints. */
  push: { publicKey?: string; privateJwk?: JsonWebKey; subject: string; endpoints: PushEndpointPolicy };
}

// An empty value (`STRIPE_SECRET_KEY=` in a .env file) means "not set".
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const requiredText = z.string({ error: 'is required' }).trim().min(1, 'is required');
const url = requiredText.pipe(z.url({ error: 'must be a URL' }));
const wholeNumber = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? String(fallback) : value),
    z.string().regex(/^\d+$/, 'must be a whole number').transform(Number),
  );
const positiveInt = (fallback: number) => wholeNumber(fallback).pipe(z.number().min(1, 'must be at least 1'));
const textOr = (fallback: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), z.string().trim().min(1));
const list = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  z.string().transform((text) =>
    text
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== '' && entry !== '-'),
  ),
);
const flagOff = z.preprocess(
  (value) => (value === '' || value === undefined ? 'false' : value),
  z.enum(['true', 'false'], { error: 'must be true or false' }).transform((text) => text === 'true'),
);
const optionalUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.url({ error: 'must be a URL' }).optional(),
);

const envSchema = z
  .object({
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: requiredText,
    SUPABASE_SERVICE_ROLE_KEY: optionalText,
    SUPABASE_DB_URL: requiredText,
    DB_POOL_MAX: positiveInt(10),
    DB_CONNECT_TIMEOUT_SECONDS: positiveInt(2),
    DB_STATEMENT_TIMEOUT_MS: positiveInt(2000),
    DB_CALL_TIMEOUT_MS: positiveInt(2500),
    APP_ORIGIN: url,
    ACCESS_CODE: requiredText,
    TRUSTED_PROXY_HOPS: wholeNumber(1),
    RATE_LIMIT_PER_ADDRESS: positiveInt(10),
    RATE_LIMIT_PER_CLIENT: positiveInt(30),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt(600),
    RATE_LIMIT_PER_ENDPOINT_PER_MINUTE: positiveInt(600),
    LOGIN_FREE_FAILURES: positiveInt(5),
    LOGIN_DELAY_SECONDS: positiveInt(30),
    LOGIN_MAX_DELAY_SECONDS: positiveInt(900),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_ID: optionalText,
    MAIL_API_URL: optionalUrl,
    MAIL_API_KEY: optionalText,
    MAIL_FROM: textOr(`Halfwise <${SUPPORT_EMAIL}>`),
    CONTACT_INBOX: textOr(SUPPORT_EMAIL).pipe(z.email({ error: 'must be an email address' })),
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: textOr(`mailto:${SUPPORT_EMAIL}`).refine(isVapidSubject, {
      error: 'must be mailto:<address> of the operator (or an https URL), as RFC 8292 asks',
    }),
    PUSH_ENDPOINT_HOSTS: list.pipe(
      z.array(z.string()).refine((hosts) => hosts.every(isPushHostPattern), {
        error: 'must list push service host names (name or *.name), no address and no local name',
      }),
    ),
    PUSH_LOOPBACK: flagOff,
    PUSH_LOOPBACK_BLOCKED_PORTS: list.pipe(
      z
        .array(z.string().regex(/^\d{1,5}$/, 'must list port numbers'))
        .transform((ports) => ports.map(Number)),
    ),
  })
  .superRefine((env, context) => {
    // With a real Stripe account the subscription needs a real price; the simulated provider has its own.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PRICE_ID) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_PRICE_ID'],
        message: 'is required with STRIPE_SECRET_KEY',
      });
    }
    if (env.MAIL_API_URL && !env.MAIL_API_KEY) {
      context.addIssue({ code: 'custom', path: ['MAIL_API_KEY'], message: 'is required with MAIL_API_URL' });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'and VAPID_PUBLIC_KEY go together',
      });
    }
    if (env.VAPID_PRIVATE_KEY && !privateJwkOf(env.VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'must be a P-256 private key as JWK JSON',
      });
    }
  });

/**
 * The contact a push service may write to about this sender (the VAPID token's `sub`): a `mailto:` address, on the
 * operator's own domain in production, or an https page.
 */
function isVapidSubject(subject: string): boolean {
  const mailto = /^mailto:([^@\s]+@[^@\s]+\.[^@\s]+)$/.exec(subject);
  if (mailto) return z.email().safeParse(mailto[1]).success;
  return URL.canParse(subject) && new URL(subject).protocol === 'https:';
}

/** A VAPID private key written as JWK JSON (what `npm run vapid` prints), or null. */
function privateJwkOf(text: string): JsonWebKey | null {
  try {
    const jwk = JSON.parse(text) as JsonWebKey;
    return jwk.kty === 'EC' && jwk.crv === 'P-256' && jwk.d && jwk.x && jwk.y ? jwk : null;
  } catch {
    return null;
  }
}

type EnvName = keyof z.infer<typeof envSchema>;

export function readConfig(getEnv: (name: string) => string | undefined): ApiConfig {
  const raw = Object.fromEntries(Object.keys(envSchema.shape).map((name) => [name, getEnv(name)]));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${String(issue.path[0] as EnvName)} ${issue.message}`,
    );
    throw new Error(`Invalid function configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  return {
    supabaseUrl: env.SUPABASE_URL.replace(/\/+$/, ''),
    supabaseAnonKey: env.SUPABASE_ANON_KEY,
    ...(env.SUPABASE_SERVICE_ROLE_KEY ? { supabaseServiceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY } : {}),
    databaseUrl: env.SUPABASE_DB_URL,
    dbPoolMax: env.DB_POOL_MAX,
    dbTimeouts: {
      connectSeconds: env.DB_CONNECT_TIMEOUT_SECONDS,
      statementMs: env.DB_STATEMENT_TIMEOUT_MS,
      callMs: env.DB_CALL_TIMEOUT_MS,
    },
    appOrigin: new URL(env.APP_ORIGIN).origin,
    accessCode: env.ACCESS_CODE,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    rateLimit: {
      perAddress: env.RATE_LIMIT_PER_ADDRESS,
      perClient: env.RATE_LIMIT_PER_CLIENT,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      perEndpointPerMinute: env.RATE_LIMIT_PER_ENDPOINT_PER_MINUTE,
    },
    loginThrottle: {
      freeFailures: env.LOGIN_FREE_FAILURES,
      delaySeconds: env.LOGIN_DELAY_SECONDS,
      maxDelaySeconds: env.LOGIN_MAX_DELAY_SECONDS,
    },
    stripe: {
      ...(env.STRIPE_SECRET_KEY ? { secretKey: env.STRIPE_SECRET_KEY } : {}),
      ...(env.STRIPE_WEBHOOK_SECRET ? { webhookSecret: env.STRIPE_WEBHOOK_SECRET } : {}),
      ...(env.STRIPE_PRICE_ID ? { priceId: env.STRIPE_PRICE_ID } : {}),
    },
    mail: {
      ...(env.MAIL_API_URL ? { apiUrl: env.MAIL_API_URL } : {}),
      ...(env.MAIL_API_KEY ? { apiKey: env.MAIL_API_KEY } : {}),
      from: env.MAIL_FROM,
      contactInbox: env.CONTACT_INBOX,
    },
    push: {
      ...(env.VAPID_PUBLIC_KEY ? { publicKey: env.VAPID_PUBLIC_KEY } : {}),
      ...(env.VAPID_PRIVATE_KEY ? { privateJwk: privateJwkOf(env.VAPID_PRIVATE_KEY) ?? undefined } : {}),
      subject: env.VAPID_SUBJECT,
      endpoints: {
        extraHosts: env.PUSH_ENDPOINT_HOSTS,
        loopback: env.PUSH_LOOPBACK ? { blockedPorts: env.PUSH_LOOPBACK_BLOCKED_PORTS } : null,
      },
    },
  };
}

import { z } from 'zod';
import { SUPPORT_EMAIL } from './contact-contract.ts';

/** Everything the Edge Functions read from their environment, parsed once per cold start. */
export interface ApiConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  databaseUrl: string;
  dbPoolMax: number;
  appOrigin: string;
  accessCode: string;
  trustForwardedFor: boolean;
  rateLimit: { perAddress: number; perClient: number; windowSeconds: number };
  stripe: { secretKey?: string; webhookSecret?: string; priceId?: string };
  /** Outgoing mail through an HTTP mail API (absent `apiUrl`: nothing is sent, only logged). */
  mail: { apiUrl?: string; apiKey?: string; from: string; contactInbox: string };
}

// An empty value (`STRIPE_SECRET_KEY=` in a .env file) means "not set".
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const requiredText = z.string({ error: 'is required' }).trim().min(1, 'is required');
const url = requiredText.pipe(z.url({ error: 'must be a URL' }));
const positiveInt = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? String(fallback) : value),
    z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(z.number().int().min(1)),
  );
const textOr = (fallback: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), z.string().trim().min(1));
const optionalUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.url({ error: 'must be a URL' }).optional(),
);
const flag = z.preprocess(
  (value) => (value === '' || value === undefined ? 'false' : value),
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1'),
);

const envSchema = z
  .object({
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: requiredText,
    SUPABASE_DB_URL: requiredText,
    DB_POOL_MAX: positiveInt(10),
    APP_ORIGIN: url,
    ACCESS_CODE: requiredText,
    TRUST_FORWARDED_FOR: flag,
    RATE_LIMIT_PER_ADDRESS: positiveInt(10),
    RATE_LIMIT_PER_CLIENT: positiveInt(30),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt(600),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_ID: optionalText,
    MAIL_API_URL: optionalUrl,
    MAIL_API_KEY: optionalText,
    MAIL_FROM: textOr(`Halfwise <${SUPPORT_EMAIL}>`),
    CONTACT_INBOX: textOr(SUPPORT_EMAIL).pipe(z.email({ error: 'must be an email address' })),
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
  });

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
    databaseUrl: env.SUPABASE_DB_URL,
    dbPoolMax: env.DB_POOL_MAX,
    appOrigin: new URL(env.APP_ORIGIN).origin,
    accessCode: env.ACCESS_CODE,
    trustForwardedFor: env.TRUST_FORWARDED_FOR,
    rateLimit: {
      perAddress: env.RATE_LIMIT_PER_ADDRESS,
      perClient: env.RATE_LIMIT_PER_CLIENT,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
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
  };
}

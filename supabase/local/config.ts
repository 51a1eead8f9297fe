import path from 'node:path';

/** Settings of the local stack, read once from the environment (see .env.example). */
export interface LocalStackConfig {
  projectRoot: string;
  dataDir: string;
  appPort: number;
  gatewayPort: number;
  dbPort: number;
  mailboxPort: number;
  /** A PostgreSQL to use instead of the embedded one kept under the data directory. */
  externalDatabaseUrl: string | undefined;
  accessCode: string;
  /**
   * Whether the stack runs ops-jobs every minute (`OPS_JOBS_SCHEDULE=off` stops it: npm test's stack, whose tests
   * run it themselves and must find each job where their one run left it).
   */
  scheduleOpsJobs: boolean;
}

export const DEMO_LOGIN = { email: 'demo@halfwise.app', password: 'halfwise-demo' } as const;
export const LOCAL_ANON_KEY = 'local-anon-key';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_halfwise';
export const LOCAL_MAIL_API_KEY = 'local-mail-key';
/**
 * What Supabase gives every function as SUPABASE_SERVICE_ROLE_KEY: the local auth service knows it, and the reminders
 * function asks for it (pg_cron presents the project's service-role key in production).
 */
export const LOCAL_SERVICE_ROLE_KEY = 'local-service-role-key';

/** A port from the environment variable `name`, or `fallback` when it is unset. */
export function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return value;
}

export function readLocalStackConfig(env: NodeJS.ProcessEnv = process.env): LocalStackConfig {
  const projectRoot = path.resolve(import.meta.dirname, '../..');
  return {
    projectRoot,
    dataDir: path.resolve(projectRoot, env.LOCAL_DATA_DIR || '.local'),
    appPort: port(env, 'APP_PORT', 5173),
    gatewayPort: port(env, 'GATEWAY_PORT', 54321),
    dbPort: port(env, 'DB_PORT', 54322),
    mailboxPort: port(env, 'MAILBOX_PORT', 54324),
    externalDatabaseUrl: env.DATABASE_URL || undefined,
    accessCode: env.ACCESS_CODE || 'halfwise-beta',
    scheduleOpsJobs: env.OPS_JOBS_SCHEDULE !== 'off',
  };
}

/** The embedded server's superuser password: the one `supabase start` uses, so the same URLs work on both. */
export const LOCAL_DB_PASSWORD = 'postgres';

/** Where the embedded PostgreSQL keeps its cluster and its log, inside the data directory. */
export function embeddedPostgresPaths(config: LocalStackConfig): { dataDir: string; logFile: string } {
  return {
    dataDir: path.join(config.dataDir, 'postgres'),
    logFile: path.join(config.dataDir, 'postgres.log'),
  };
}

/** The environment the Edge Functions see on this stack: what Supabase would provide, plus our secrets. */
export function functionEnvironment(
  config: LocalStackConfig,
  databaseUrl: string,
  vapid?: { publicKey: string; privateKey: string },
): Record<string, string> {
  // FUNCTIONS_DATABASE_URL: the functions reach the database another way than the stack (npm test's PgBouncer).
  const functionsDatabaseUrl = process.env.FUNCTIONS_DATABASE_URL || databaseUrl;
  const defaults: Record<string, string> = {
    SUPABASE_URL: `http://127.0.0.1:${config.gatewayPort}`,
    SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey(),
    SUPABASE_DB_URL: functionsDatabaseUrl,
    APP_ORIGIN: `http://127.0.0.1:${config.appPort}`,
    ACCESS_CODE: config.accessCode,
  };
  // Billing: the simulated provider signs its webhook events with the local secret. A real Stripe account
  // brings its own secret and price (set in .env), which these defaults never replace.
  const billingDefaults: Record<string, string> = {
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET || LOCAL_STRIPE_WEBHOOK_SECRET,
    ...(process.env.STRIPE_SECRET_KEY
      ? {}
      : { STRIPE_PRICE_ID: process.env.STRIPE_PRICE_ID || 'price_local_monthly' }),
  };
  // Mail: the local mailbox plays the mail provider unless .env names a real one.
  const mailDefaults: Record<string, string> = process.env.MAIL_API_URL
    ? {}
    : {
        MAIL_API_URL: `http://127.0.0.1:${config.mailboxPort}/emails`,
        MAIL_API_KEY: LOCAL_MAIL_API_KEY,
      };
  // Push: the keys .env sets, else the pair kept in the data directory; the push-service stand-in of the tests
  // listens on 127.0.0.1, over http, which the stack allows on any port but its own.
  const pushDefaults: Record<string, string> = {
    PUSH_LOOPBACK: process.env.PUSH_LOOPBACK || 'true',
    PUSH_LOOPBACK_BLOCKED_PORTS: stackPorts(config, databaseUrl, functionsDatabaseUrl).join(','),
    ...(vapid && !process.env.VAPID_PRIVATE_KEY
      ? { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey }
      : {}),
  };
  const passthrough = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { ...passthrough, ...billingDefaults, ...mailDefaults, ...pushDefaults, ...defaults };
}

/**
 * The ports of this stack's own servers on 127.0.0.1, which a push endpoint may never name: the database, the
 * gateway (auth and the functions behind it), the mailbox and the app. The functions' own ports are added
 * when they are chosen (deno-functions.ts).
 */
function stackPorts(config: LocalStackConfig, ...databaseUrls: string[]): number[] {
  const dbPorts = databaseUrls.map((url) =>
    URL.canParse(url) ? Number(new URL(url).port || 5432) : config.dbPort,
  );
  return [...new Set([...dbPorts, config.dbPort, config.gatewayPort, config.mailboxPort, config.appPort])];
}

/** The function environment with more of the stack's ports refused as push endpoints. */
export function withBlockedPushPorts(
  env: Record<string, string>,
  ports: readonly number[],
): Record<string, string> {
  const blocked = env.PUSH_LOOPBACK_BLOCKED_PORTS;
  return blocked === undefined ? env : { ...env, PUSH_LOOPBACK_BLOCKED_PORTS: [blocked, ...ports].join(',') };
}

/** The service-role key of this stack: .env's, else the local one. */
export function serviceRoleKey(): string {
  return process.env.SUPABASE_SERVICE_ROLE_KEY || LOCAL_SERVICE_ROLE_KEY;
}

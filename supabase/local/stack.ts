import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import postgres from '../functions/_shared/vendor/postgres/index.js';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { readConfig } from '../functions/_shared/config.ts';
import { createAuthApp } from './auth/app.ts';
import { loadOrCreateSigningKey } from './auth/keys.ts';
import { readAuthSettings } from './auth/settings.ts';
import {
  embeddedPostgresPaths,
  functionEnvironment,
  LOCAL_ANON_KEY,
  LOCAL_DB_PASSWORD,
  serviceRoleKey,
  type LocalStackConfig,
} from './config.ts';
import { prepareDatabase } from './db/migrate.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './postgres/server.ts';
import { edgeFunctions, startDenoFunctions, type DenoFunction } from './deno-functions.ts';
import { forwardTo } from './function-proxy.ts';
import { SERVER_KEEP_ALIVE_MS } from './dev-proxy.ts';
import { createGateway } from './gateway.ts';
import { answerExpectContinue } from './oversized-bodies.ts';
import { createMailboxApp } from './mailbox/app.ts';
import { createMailbox } from './mailbox/mailbox.ts';
import { scheduleFunctionCalls } from './function-schedule.ts';
import { schedulePurges } from './purge-schedule.ts';
import { assertPortsFree, claimStackLock } from './single-instance.ts';
import { loadOrCreateVapidKeys } from './vapid.ts';

/** The Edge Functions under supabase/functions, each served by its own Deno process. */
const FUNCTIONS = ['api', 'stripe-webhook', 'reminders', 'ops-jobs'] as const;

export interface RunningStack {
  appUrl: string;
  gatewayUrl: string;
  mailboxUrl: string;
  databaseUrl: string;
  databaseKind: 'embedded PostgreSQL 15' | 'DATABASE_URL';
  /** The keys `supabase start` prints: the anon key, and the service-role key the reminders function asks for. */
  keys: { anon: string; serviceRole: string };
  migrationsApplied: string[];
  seeded: boolean;
  stop(): Promise<void>;
}

/** Brings up Postgres, migrations, Auth, the functions, the mailbox and Vite; `stop()` ends all of them. */
export async function startStack(
  config: LocalStackConfig,
  log: (line: string) => void,
): Promise<RunningStack> {
  const lock = claimStackLock(config.dataDir);
  const stops: Array<() => Promise<void> | void> = [() => lock.release()];
  // Every step runs even when one before it fails, so the pid file is always removed last.
  const stop = async () => {
    for (const step of stops.reverse()) {
      try {
        await step();
      } catch (error) {
        log(`while stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  try {
    await assertPortsFree({
      app: config.appPort,
      gateway: config.gatewayPort,
      mailbox: config.mailboxPort,
    });

    let embedded: EmbeddedPostgres | undefined;
    if (!config.externalDatabaseUrl) {
      embedded = await startEmbeddedPostgres({
        ...embeddedPostgresPaths(config),
        port: config.dbPort,
        password: LOCAL_DB_PASSWORD,
        log,
      });
      stops.push(() => embedded?.stop());
    }
    const databaseUrl = config.externalDatabaseUrl ?? embedded?.url ?? '';

    // Auth and migrations. A database that is down costs a call at most the connect timeout; and the reconnect
    // delay stays short, where postgres.js's default grows with every failed connection of the pool (to 20 s)
    // and keeps queries waiting long after a restarted database is back.
    const sql = postgres(databaseUrl, {
      prepare: false,
      max: 4,
      connect_timeout: 5,
      backoff: () => 0.1,
      onnotice: () => undefined,
    });
    stops.push(() => sql.end({ timeout: 2 }));
    const { applied, seeded } = await prepareDatabase(sql, databaseUrl, { seed: true, log });

    const appUrl = `http://127.0.0.1:${config.appPort}`;
    const gatewayUrl = `http://127.0.0.1:${config.gatewayPort}`;
    const mailboxUrl = `http://127.0.0.1:${config.mailboxPort}`;

    const vapid = await loadOrCreateVapidKeys(path.join(config.dataDir, 'vapid-keys.json'));
    const env = functionEnvironment(config, databaseUrl, vapid);
    const functionConfig = readConfig((name) => env[name]);

    const mailbox = createMailbox(path.join(config.dataDir, 'mailbox.jsonl'));
    const auth = createAuthApp({
      sql,
      signingKey: await loadOrCreateSigningKey(path.join(config.dataDir, 'auth-signing-key.json')),
      mailer: mailbox,
      config: { siteUrl: appUrl, externalUrl: gatewayUrl, jwtExpirySeconds: 3600 },
      // Supabase Auth's rate limits and email settings, from supabase/config.toml as production gets them.
      settings: readAuthSettings(),
      trustedProxyHops: functionConfig.trustedProxyHops,
      serviceRoleKey: serviceRoleKey(),
    });
    // The dev server proxies /api and /auth/v1 to the gateway, passing on the address it saw (vite.config.ts).
    const devProxySecret = randomBytes(24).toString('hex');
    // Each function runs under Deno from its own index.ts, as on Supabase; the gateway passes requests on to it.
    const functions = await startDenoFunctions({
      projectRoot: config.projectRoot,
      functions: [
        ...edgeFunctions(config.projectRoot, FUNCTIONS),
        ...(await benchFloorFunction(config.projectRoot)),
      ],
      env,
      pidFile: path.join(config.dataDir, 'functions.pid'),
      log,
    });
    stops.push(() => functions.stop());
    log(
      `functions under Deno: ${Object.entries(functions.urls)
        .map(([name, url]) => `${name} ${url}`)
        .join(', ')}`,
    );
    const gateway = createGateway({
      devProxySecret,
      auth: auth.fetch,
      functions: Object.fromEntries(
        Object.entries(functions.urls).map(([name, url]) => [name, forwardTo(url)]),
      ),
    });
    stops.push(await listen(gateway.fetch, config.gatewayPort, gatewayPathOnAppPort));
    stops.push(await listen(createMailboxApp(mailbox).fetch, config.mailboxPort));
    stops.push(
      scheduleFunctionCalls({
        name: 'reminders',
        url: `${gatewayUrl}/functions/v1/reminders`,
        everyMs: 15 * 60_000,
        serviceRoleKey: serviceRoleKey(),
        quiet: (answer) => answer.includes('"push":0,"email":0'),
        log,
      }),
    );
    stops.push(await schedulePurges({ sql, log }));
    if (config.scheduleOpsJobs)
      stops.push(
        scheduleFunctionCalls({
          name: 'ops-jobs',
          url: `${gatewayUrl}/functions/v1/ops-jobs`,
          everyMs: 60_000,
          serviceRoleKey: serviceRoleKey(),
          quiet: (answer) => answer === '{"done":0,"failed":0}',
          log,
        }),
      );

    process.env.GATEWAY_PORT = String(config.gatewayPort);
    process.env.LOCAL_DEV_PROXY_SECRET = devProxySecret;
    const signalHandlers = new Set(process.listeners('SIGTERM'));
    const vite: ViteDevServer = await createViteServer({
      configFile: path.join(config.projectRoot, 'vite.config.ts'),
      root: config.projectRoot,
      clearScreen: false,
      logLevel: 'warn',
      server: { port: config.appPort, host: '127.0.0.1', strictPort: true },
    });
    // Vite ends the process on SIGTERM by itself, before the database is stopped and the pid file removed;
    // the stack's own shutdown closes Vite with everything else.
    for (const handler of process.listeners('SIGTERM')) {
      if (!signalHandlers.has(handler)) process.off('SIGTERM', handler);
    }
    await vite.listen();
    stops.push(() => vite.close());

    return {
      appUrl,
      gatewayUrl,
      mailboxUrl,
      databaseUrl,
      databaseKind: embedded ? 'embedded PostgreSQL 15' : 'DATABASE_URL',
      keys: { anon: LOCAL_ANON_KEY, serviceRole: serviceRoleKey() },
      migrationsApplied: applied,
      seeded,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Fetch = Parameters<typeof serve>[0]['fetch'];

/** The gateway's path as the app's port has it: `/functions/v1/api/…` is `/api/…`; `/auth/v1/…` is the same. */
const gatewayPathOnAppPort = (url: string) => url.replace(/^\/functions\/v1\/api\//, '/api/');

/** Serves `fetch` on `port`; with `expectPathOf`, `Expect: 100-continue` is answered by the body's ceiling. */
function listen(
  fetch: Fetch,
  port: number,
  expectPathOf?: (url: string) => string,
): Promise<() => Promise<void>> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: '127.0.0.1' }, () =>
      resolve(() => new Promise<void>((done) => (server as Server).close(() => done()))),
    );
    (server as Server).keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
    if (expectPathOf) answerExpectContinue(server as Server, expectPathOf);
    server.once('error', reject);
  });
}

/**
 * `npm run bench` measures each API figure against a floor: the same SQL behind the same gateway and Deno server
 * with nothing else (bench/lib/floor-function.ts). Only the bench's stack asks for it; no other stack serves it.
 */
async function benchFloorFunction(projectRoot: string): Promise<DenoFunction[]> {
  if (process.env.BENCH_FLOOR !== '1') return [];
  const { FLOOR_FUNCTION } = await import('../../bench/lib/floor-function.ts');
  // Served like the functions, from floor-entry.ts with the api function's imports.
  return [
    {
      name: FLOOR_FUNCTION,
      entry: path.join(projectRoot, 'bench', 'lib', 'floor-entry.ts'),
      config: path.join(projectRoot, 'supabase', 'functions', 'api', 'deno.json'),
    },
  ];
}

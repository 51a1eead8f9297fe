import { spawn } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_DB_PASSWORD, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';
import { freePort } from '../../supabase/local/single-instance.ts';
import { testPorts, type StackPorts } from './ports.ts';

const ACCESS_CODE = 'halfwise-test-access';

export interface TestStack {
  env: Record<string, string>;
  dataDir: string;
  logFile: string;
  /** Whether the stack's process is still running. */
  running(): boolean;
  stop(): Promise<void>;
}

export interface TestStackOptions {
  /** Where the stack keeps its data (default `.local/<ports.name>`); emptied first. */
  dataDir?: string;
  /** With no database URL, the stack runs its embedded PostgreSQL on this port, as `npm start` does. */
  dbPort?: number;
  /** More variables for the stack (the functions read them too). */
  env?: Record<string, string>;
}

/**
 * Starts `npm start`'s stack on the test ports against the given PostgreSQL (or its own embedded one) and waits
 * for /api/health.
 */
export async function startTestStack(
  projectRoot: string,
  databaseUrl: string | undefined,
  ports: StackPorts = testPorts().stack,
  options: TestStackOptions = {},
): Promise<TestStack> {
  const dataDir = options.dataDir ?? path.join(projectRoot, '.local', ports.name);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'stack.log');
  // The stack writes its log straight to the file: piping it through this process would make a benchmark's
  // load generator pay for the server's logging.
  const log = openSync(logFile, 'w');

  const env = {
    APP_URL: `http://127.0.0.1:${ports.appPort}`,
    API_URL: `http://127.0.0.1:${ports.appPort}`,
    GATEWAY_URL: `http://127.0.0.1:${ports.gatewayPort}`,
    MAILBOX_URL: `http://127.0.0.1:${ports.mailboxPort}`,
    DATABASE_URL:
      databaseUrl ?? `postgres://postgres:${LOCAL_DB_PASSWORD}@127.0.0.1:${options.dbPort ?? 54322}/postgres`,
    ACCESS_CODE,
    // Reminders (docs/reminders.md): the stack serves /functions/v1/reminders and the tests call it with this
    // key; their push-service stand-in (tests/support/push-service.ts, started in the test process) listens on
    // 127.0.0.1, which the stack accepts as a push host on any port but its own.
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    PUSH_LOOPBACK: 'true',
    // The ops-jobs tests run the function themselves: no timer may take a job between their request and run.
    OPS_JOBS_SCHEDULE: 'off',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/start.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...env,
      ...(databaseUrl ? {} : { DATABASE_URL: '', DB_PORT: String(options.dbPort ?? 54322) }),
      ...options.env,
      APP_PORT: String(ports.appPort),
      GATEWAY_PORT: String(ports.gatewayPort),
      MAILBOX_PORT: String(ports.mailboxPort),
      LOCAL_DATA_DIR: dataDir,
      // The tests play a proxy in front of the gateway: each client's X-Forwarded-For entry is trusted.
      TRUSTED_PROXY_HOPS: '2',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await isHealthy(`${env.API_URL}/api/health`)) {
      return { env, dataDir, logFile, running: () => child.exitCode === null, stop };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`The test stack did not become healthy. Its log:\n${tail(logFile, 60)}`);
}

/**
 * A stack of a test's own, as `npm start` runs it (its embedded PostgreSQL included), on free ports with its data
 * in a new temporary directory (`stack.dataDir`, for the caller to remove).
 */
export async function startOwnStack(projectRoot: string, name: string): Promise<TestStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `halfwise-${name}-`));
  chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres OS user, which must reach its data
  const [appPort, gatewayPort, mailboxPort, dbPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  return startTestStack(
    projectRoot,
    undefined,
    { name, appPort, gatewayPort, mailboxPort },
    { dataDir, dbPort },
  );
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

export function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

// PgBouncer between the functions and the tests' PostgreSQL, pooling as production's pooler does (Supavisor in
// transaction mode): a server connection belongs to a client only for one transaction, so anything that needs a
// session (a prepared statement, a `set` outside a transaction, a session advisory lock) fails here first.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../supabase/local/single-instance.ts';

/** Debian's `pgbouncer` (1.18 on bookworm). */
export const PGBOUNCER_BINARY = '/usr/sbin/pgbouncer';
const OS_USER = 'postgres';
const STARTUP_TIMEOUT_MS = 15_000;

export interface PgBouncer {
  /** The database's URL with PgBouncer's port in place of PostgreSQL's. */
  url: string;
  port: number;
  logFile: string;
  stop(): Promise<void>;
}

/**
 * The configuration: every database of the server behind, transaction pooling, and the clients' logins passed on
 * (trust on loopback; PgBouncer logs in to PostgreSQL with the password of `users`). 1.18 keeps no prepared
 * statements in transaction mode (what `max_prepared_statements = 0` means from 1.21 on, the pooler's setting),
 * so a client's named prepared statement fails on the next transaction's server connection.
 */
export function pgbouncerConfig(options: {
  port: number;
  serverPort: number;
  authFile: string;
  /** May read the `pgbouncer` admin database (SHOW CONFIG, SHOW CLIENTS): the tests check the pooling with it. */
  adminUser: string;
  logFile: string;
  pidFile: string;
}): string {
  return [
    '[databases]',
    `* = host=127.0.0.1 port=${options.serverPort}`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${options.port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${options.authFile}`,
    `admin_users = ${options.adminUser}`,
    'pool_mode = transaction',
    'max_client_conn = 500',
    'default_pool_size = 20',
    `logfile = ${options.logFile}`,
    `pidfile = ${options.pidFile}`,
    'ignore_startup_parameters = extra_float_digits,options',
    '',
  ].join('\n');
}

/** Starts PgBouncer in front of `databaseUrl` (a loopback PostgreSQL) on a free port; as root, as `postgres`. */
export async function startPgBouncer(databaseUrl: string): Promise<PgBouncer> {
  const server = new URL(databaseUrl);
  const dir = mkdtempSync(join(tmpdir(), 'halfwise-pgbouncer-'));
  chmodSync(dir, 0o777); // PgBouncer writes its log and pid file here as the postgres OS user
  const port = await freePort();
  const file = (name: string) => join(dir, name);
  const user = decodeURIComponent(server.username);
  writeFileSync(file('users.txt'), `"${user}" "${decodeURIComponent(server.password)}"\n`, { mode: 0o644 });
  writeFileSync(
    file('pgbouncer.ini'),
    pgbouncerConfig({
      port,
      serverPort: Number(server.port),
      authFile: file('users.txt'),
      adminUser: user,
      logFile: file('pgbouncer.log'),
      pidFile: file('pgbouncer.pid'),
    }),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const [command, args] = asRoot
    ? ['runuser', ['-u', OS_USER, '--', PGBOUNCER_BINARY, file('pgbouncer.ini')]]
    : [PGBOUNCER_BINARY, [file('pgbouncer.ini')]];
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = readLog(file('pgbouncer.log'));
      await stop();
      throw new Error(`PgBouncer did not start: ${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = new URL(databaseUrl);
  url.port = String(port);
  return { url: url.toString(), port, logFile: file('pgbouncer.log'), stop };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function readLog(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

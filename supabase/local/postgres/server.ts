import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { assertPortsFree, isAlive } from '../single-instance.ts';
import { postgresBinary } from './binaries.ts';
import { EMBEDDED_POSTGRES_USER, runsAsRoot, serverIdentity } from './os-user.ts';

/** A PostgreSQL 15 server owned by the stack; restarted whenever it crashes or is killed, until `stop()`. */
export interface EmbeddedPostgres {
  url: string;
  /** The server's process id at this moment: it changes when the server is restarted. */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  password: string;
  /** The server's own log (stderr) is appended here. */
  logFile: string;
  log: (line: string) => void;
}

const READY_LINE = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const MAX_RESTART_DELAY_MS = 2_000;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    options.log(`creating a PostgreSQL 15 cluster in ${options.dataDir}`);
    await initialise(options);
  }
  await stopStaleServer(options.dataDir, options.log);
  await assertPortsFree({ postgres: options.port });

  const serverLog = createWriteStream(options.logFile, { flags: 'a' });
  let server = await startWithRetries(options, serverLog, 3);
  let stopping = false;

  const restart = async (since: number) => {
    for (let attempt = 0; !stopping; attempt++) {
      await delay(Math.min(100 * 2 ** attempt, MAX_RESTART_DELAY_MS));
      if (stopping) return;
      try {
        server = await startServer(options, serverLog);
      } catch (error) {
        options.log(`PostgreSQL did not start yet (${message(error)}); trying again`);
        continue;
      }
      if (stopping) return void (await shutDown(server));
      supervise(server);
      options.log(`PostgreSQL is back (${((Date.now() - since) / 1000).toFixed(1)} s after it stopped)`);
      return;
    }
  };
  const supervise = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      // A clean exit is a shutdown someone asked for (Ctrl-C reaches the server too); a crash or kill is not.
      if (stopping || (code === 0 && signal === null)) return;
      options.log(`PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it`);
      void restart(Date.now());
    });
  supervise(server);
  // Should the stack exit without stopping it, the server shuts itself down rather than linger on the port.
  const onExit = () => isRunning(server) && server.kill('SIGINT');
  process.once('exit', onExit);

  return {
    url: `postgres://${EMBEDDED_POSTGRES_USER}:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/postgres`,
    pid: () => (isRunning(server) ? server.pid : undefined),
    async stop() {
      stopping = true;
      process.off('exit', onExit);
      await shutDown(server);
      serverLog.end();
    },
  };
}

async function initialise(options: EmbeddedPostgresOptions): Promise<void> {
  const entry = path.join(import.meta.dirname, 'initialise.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry, options.dataDir], {
    env: { ...process.env, EMBEDDED_POSTGRES_PASSWORD: options.password },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code === 0) return;
  rmSync(options.dataDir, { recursive: true, force: true });
  const reach = runsAsRoot()
    ? ` PostgreSQL runs as the OS user "${EMBEDDED_POSTGRES_USER}", which must be able to reach ${path.dirname(options.dataDir)}.`
    : '';
  throw new Error(`Could not create the PostgreSQL cluster: ${errors.trim()}.${reach}`);
}

/** Starting right after a crash can find the dead server's backends still attached to its shared memory. */
async function startWithRetries(
  options: EmbeddedPostgresOptions,
  serverLog: WriteStream,
  attempts: number,
): Promise<ChildProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServer(options, serverLog);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await delay(500 * attempt);
    }
  }
}

function startServer(options: EmbeddedPostgresOptions, serverLog: WriteStream): Promise<ChildProcess> {
  const child = spawn(
    postgresBinary(),
    [
      '-D',
      options.dataDir,
      '-p',
      String(options.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'lc_messages=C',
    ],
    {
      ...serverIdentity(),
      env: { PATH: process.env.PATH ?? '', LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let recent = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`PostgreSQL did not get ready within ${START_TIMEOUT_MS / 1000} s; see ${options.logFile}`),
      );
    }, START_TIMEOUT_MS);
    child.stderr.on('data', (chunk: Buffer) => {
      serverLog.write(chunk);
      recent = (recent + chunk.toString('utf8')).slice(-2_000);
      if (recent.includes(READY_LINE)) {
        clearTimeout(timer);
        recent = '';
        resolve(child);
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`PostgreSQL exited while starting (${signal ?? `code ${code}`}): ${lastLine(recent)}`),
      );
    });
  });
}

/** A server left running by a stack that was killed outright still holds the port and the data directory. */
async function stopStaleServer(dataDir: string, log: (line: string) => void): Promise<void> {
  const pid = stalePostmasterPid(dataDir);
  if (pid === undefined) return;
  log(`stopping the PostgreSQL server (process ${pid}) left running by an earlier start`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid) && Date.now() < deadline) await delay(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

function stalePostmasterPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  // The pid may have been reused by an unrelated program since; only a postgres process is ours to stop.
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) return undefined;
  } catch {
    // No /proc (macOS): trust the pid file.
  }
  return pid;
}

async function shutDown(child: ChildProcess): Promise<void> {
  if (!isRunning(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT'); // PostgreSQL's fast shutdown: roll back open transactions, checkpoint, exit
  const timedOut = await Promise.race([exited.then(() => false), delay(STOP_TIMEOUT_MS).then(() => true)]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

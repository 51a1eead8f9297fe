import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { withBlockedPushPorts } from './config.ts';
import { freePort, isAlive } from './single-instance.ts';

/** One Edge Function as Deno serves it: its entry (which calls Deno.serve) and the deno.json its imports use. */
export interface DenoFunction {
  name: string;
  entry: string;
  config: string;
}

export interface RunningFunctions {
  /** Each function's own address, e.g. `api` → http://127.0.0.1:40123. */
  urls: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The flags of every function's process. Deno resolves each `npm:` import from the project's node_modules
 * (`"nodeModulesDir": "manual"` in deno.json) and must never reach the network: `--cached-only` fails an import
 * that is not already there instead of downloading it, `--frozen` holds it to the deno.lock beside the deno.json
 * (the one the tests and the deploy use; it is never rewritten), and DENO_NO_UPDATE_CHECK keeps Deno from asking
 * for a newer release. The permissions are the edge runtime's.
 */
export const DENO_RUN_FLAGS = [
  'run',
  '--cached-only',
  '--frozen',
  '--no-prompt',
  '--allow-net',
  '--allow-env',
  '--allow-read',
] as const;

const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

/** The Deno binary the `deno` npm package installed for this platform (`@deno/<platform>`). */
export function denoBinary(): string {
  const install = createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string };
  return install.runInstall();
}

/** The functions under supabase/functions, each served from its own index.ts with its own deno.json. */
export function edgeFunctions(projectRoot: string, names: readonly string[]): DenoFunction[] {
  return names.map((name) => {
    const dir = path.join(projectRoot, 'supabase', 'functions', name);
    return { name, entry: path.join(dir, 'index.ts'), config: path.join(dir, 'deno.json') };
  });
}

/**
 * Starts one Deno process per function, as the edge runtime gives each function its own isolate, on free loopback
 * ports, and resolves once every one answers HTTP. Their output is the stack's (the API's request log among it).
 * A failed start stops the ones already running. The pids are kept in `pidFile`, so that processes left by a
 * stack that was killed outright are ended by the next start.
 */
export async function startDenoFunctions(options: {
  projectRoot: string;
  functions: readonly DenoFunction[];
  env: Record<string, string>;
  pidFile: string;
  log: (line: string) => void;
}): Promise<RunningFunctions> {
  stopLeftovers(options.pidFile, options.log);
  const binary = denoBinary();
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(options.pidFile, { force: true });
  };
  // However the stack's process ends short of a kill -9, its functions end with it.
  const killAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
  process.once('exit', killAll);

  try {
    const urls: Record<string, string> = {};
    const pids: Record<string, number> = {};
    // Every port is chosen first, so that each function knows all of them (no push endpoint may name one).
    const ports = await Promise.all(options.functions.map(() => freePort()));
    const env = withBlockedPushPorts(options.env, ports);
    const started = options.functions.map(async (fn, index) => {
      const port = ports[index]!;
      const child = spawn(binary, [...DENO_RUN_FLAGS, '--config', fn.config, fn.entry], {
        cwd: options.projectRoot,
        env: { ...env, PORT: String(port), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      children.push(child);
      let spawnError: Error | undefined;
      child.once('error', (error) => (spawnError = error));
      pids[fn.name] = child.pid ?? 0;
      writeFileSync(options.pidFile, JSON.stringify(pids));
      const url = `http://127.0.0.1:${port}`;
      await untilAnswering(url, fn.name, () =>
        child.exitCode !== null || child.signalCode !== null
          ? `Deno stopped while starting the ${fn.name} function (exit ${child.exitCode ?? child.signalCode})`
          : spawnError && `Deno could not start the ${fn.name} function: ${spawnError.message}`,
      );
      urls[fn.name] = url;
    });
    const outcomes = await Promise.allSettled(started);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    return {
      urls,
      stop: async () => {
        process.off('exit', killAll);
        await stop();
      },
    };
  } catch (error) {
    process.off('exit', killAll);
    await stop();
    throw error;
  }
}

/** Waits until the function answers any HTTP request (its entry has called Deno.serve), or `failure()` says why not. */
async function untilAnswering(url: string, name: string, failure: () => string | undefined): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const reason = failure();
    if (reason) throw new Error(reason);
    try {
      await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`Deno did not serve the ${name} function within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Ends the Deno processes of a stack that was killed before it could stop them. */
function stopLeftovers(pidFile: string, log: (line: string) => void): void {
  const pids = readPids(pidFile);
  for (const pid of Object.values(pids).filter((pid) => pid > 0 && isAlive(pid) && isDeno(pid))) {
    log(`stopping function process ${pid} left by an earlier stack`);
    process.kill(pid, 'SIGKILL');
  }
  rmSync(pidFile, { force: true });
}

/** The pid of each function's process, as `startDenoFunctions` records them in its pid file. */
export function readPids(pidFile: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(pidFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Whether the process runs Deno (a recycled pid may now belong to anything else). */
function isDeno(pid: number): boolean {
  try {
    return path
      .basename(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '')
      .startsWith('deno');
  } catch {
    return process.platform !== 'linux';
  }
}

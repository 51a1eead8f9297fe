// The local stack runs each Edge Function under Deno, as Supabase does: one process per function, started from
// its own entry with the stack's environment, and never left running after the stack stops or fails to start.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { startOwnStack, type TestStack } from '../../scripts/lib/test-stack.ts';
import { DENO_RUN_FLAGS, denoBinary, readPids, startDenoFunctions } from './deno-functions.ts';
import { isAlive } from './single-instance.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The command line of a running process, its arguments joined by spaces ('' once it has gone). */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** The pids of the running processes whose command line mentions `fragment`. */
function processesMentioning(fragment: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => commandLine(pid).includes(fragment));
}

/** Waits (up to 10 s) for `check` to hold, for what a process does a moment after it was told to. */
async function eventually(check: () => boolean): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

describe.runIf(process.platform === 'linux')('startDenoFunctions', () => {
  let dir: string;
  const fixture = (name: string) => ({
    name,
    entry: path.join(dir, `${name}.ts`),
    config: path.join(dir, 'deno.json'),
  });

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'halfwise-deno-'));
    writeFileSync(path.join(dir, 'deno.json'), '{}');
    const serve = `Deno.serve({ port: Number(Deno.env.get('PORT')), hostname: '127.0.0.1', onListen() {} },
      (request) => Response.json({ deno: Deno.version.deno, path: new URL(request.url).pathname,
        greeting: Deno.env.get('GREETING') }));`;
    writeFileSync(path.join(dir, 'one.ts'), serve);
    writeFileSync(path.join(dir, 'two.ts'), serve);
    writeFileSync(path.join(dir, 'broken.ts'), 'Deno.exit(3);');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves each function from a Deno process of its own, with the environment given, and stops them', async () => {
    const pidFile = path.join(dir, 'functions.pid');
    const running = await startDenoFunctions({
      projectRoot: ROOT,
      functions: [fixture('one'), fixture('two')],
      env: { PATH: process.env.PATH ?? '', GREETING: 'hello from the stack' },
      pidFile,
      log: () => undefined,
    });
    const answers = await Promise.all(
      ['one', 'two'].map(async (name) => (await fetch(`${running.urls[name]}/some/path`)).json()),
    );
    for (const answer of answers)
      expect(answer).toEqual({
        deno: expect.stringMatching(/^\d+\.\d+\.\d+/),
        path: '/some/path',
        greeting: 'hello from the stack',
      });
    const pids = readPids(pidFile);
    expect(commandLine(pids.one ?? 0)).toContain(path.join(dir, 'one.ts'));
    expect(commandLine(pids.two ?? 0)).toContain(path.join(dir, 'two.ts'));
    expect(pids.one).not.toBe(pids.two);

    await running.stop();
    expect(processesMentioning(dir)).toEqual([]);
    expect(readPids(pidFile)).toEqual({});
  });

  it('stops the functions already running when one fails to start, and says which', async () => {
    const start = startDenoFunctions({
      projectRoot: ROOT,
      functions: [fixture('one'), fixture('broken')],
      env: { PATH: process.env.PATH ?? '' },
      pidFile: path.join(dir, 'functions.pid'),
      log: () => undefined,
    });
    await expect(start).rejects.toThrow(/broken function \(exit 3\)/);
    expect(processesMentioning(dir)).toEqual([]);
  });

  it('ends the function processes that a stack killed outright left behind', async () => {
    const left = spawn(
      denoBinary(),
      [...DENO_RUN_FLAGS, '--config', fixture('one').config, fixture('one').entry],
      {
        env: { PATH: process.env.PATH ?? '', PORT: String(await freePort()) },
        stdio: 'ignore',
      },
    );
    const pidFile = path.join(dir, 'left.pid');
    writeFileSync(pidFile, JSON.stringify({ one: left.pid }));
    const logged: string[] = [];

    const running = await startDenoFunctions({
      projectRoot: ROOT,
      functions: [],
      env: {},
      pidFile,
      log: (line) => logged.push(line),
    });
    await running.stop();

    expect(await eventually(() => left.exitCode !== null || left.signalCode !== null)).toBe(true);
    expect(logged).toEqual([`stopping function process ${left.pid} left by an earlier stack`]);
  });
});

describe.runIf(process.platform === 'linux')("npm start's stack serves the functions under Deno", () => {
  let dataDir: string;
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startOwnStack(ROOT, 'deno');
    dataDir = stack.dataDir;
  });
  afterAll(async () => {
    await stack?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the API from the api function’s Deno process, its request log in the stack’s output', async () => {
    const pids = readPids(path.join(dataDir, 'functions.pid'));
    for (const name of ['api', 'stripe-webhook', 'reminders']) {
      const line = commandLine(pids[name] ?? 0);
      expect(path.basename(line.split(' ')[0] ?? '')).toBe('deno');
      expect(line).toContain(path.join('supabase', 'functions', name, 'index.ts'));
    }

    const health = await fetch(`${stack.env.APP_URL}/api/health`);
    expect(health.status).toBe(200);
    expect(await eventually(() => readFileSync(stack.logFile, 'utf8').includes('GET /api/health 200'))).toBe(
      true,
    );

    // With that process gone, the API no longer answers, while Auth (served by the stack itself) still does.
    process.kill(pids.api ?? 0, 'SIGKILL');
    expect(await eventually(() => !isAlive(pids.api ?? 0))).toBe(true);
    expect((await fetch(`${stack.env.GATEWAY_URL}/functions/v1/api/health`)).status).toBe(500);
    expect((await fetch(`${stack.env.GATEWAY_URL}/auth/v1/settings`)).status).toBeLessThan(500);
  });

  it('stops every function process when it stops', async () => {
    const pids = Object.values(readPids(path.join(dataDir, 'functions.pid')));
    expect(pids.length).toBeGreaterThan(0);
    await stack.stop();
    expect(pids.filter((pid) => isAlive(pid))).toEqual([]);
  });
});

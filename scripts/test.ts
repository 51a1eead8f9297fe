import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startPgCluster } from './lib/pg-cluster.ts';
import { startPgBouncer, type PgBouncer } from './lib/pgbouncer.ts';
import { readTestClock, runUnderFakeClock, TEST_CLOCK_VARIABLE } from './lib/fake-clock.ts';
import { runPgTap } from './lib/pgtap.ts';
import { testPorts } from './lib/ports.ts';
import { captureCommand, runCommand } from './lib/run-command.ts';
import { adviseDatabase, lintDatabase } from './lib/supabase-cli.ts';
import { ensureSystemPackages } from './lib/system-packages.ts';
import { JOURNEY_EVIDENCE_DIR } from './lib/journey-evidence.ts';
import { startTestStack, tail, type TestStack } from './lib/test-stack.ts';
import { summaryLines, type StepResult } from './lib/test-summary.ts';
import {
  NO_TESTS,
  readPgProveCounts,
  readVitestCounts,
  readVitestFindings,
  type VitestFindings,
  type TestCounts,
} from './lib/vitest-results.ts';

// `npm test`: every check the project has, against real PostgreSQL 15, the real API over HTTP and Chromium.
const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

// Another day for the whole run (scripts/lib/fake-clock.ts): this script again, under the fake clock.
const testClock = process.env[TEST_CLOCK_VARIABLE];
if (testClock && !process.env.FAKETIME) {
  const target = readTestClock(testClock);
  if (typeof target === 'string') throw new Error(target);
  process.exit(runUnderFakeClock(target, bin('tsx'), [import.meta.filename, ...process.argv.slice(2)]));
}
const resultsDir = path.join(root, '.local', 'test-results');
mkdirSync(resultsDir, { recursive: true });
const log = (line: string) => console.log(`\n▶ ${line}`);

const results: StepResult[] = [];

// `npm test -- --only=api,e2e [files…]`: only the named steps (static, unit, deno, local, pgtap, api, e2e), the
// vitest steps limited to the files given. For working on one part; a full run takes neither.
const onlyArg = process.argv.slice(2).find((arg) => arg.startsWith('--only='));
const onlySteps = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : undefined;
const fileFilters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const runs = (name: string) => !onlySteps || onlySteps.has(name);

type StepOutcome = boolean | TestCounts | { counts: TestCounts; findings: VitestFindings };
const NO_FINDINGS: VitestFindings = { failures: [], flaky: [] };

async function step(name: string, run: () => Promise<StepOutcome>): Promise<boolean> {
  log(name);
  // Steps run side by side keep their place in the summary.
  const slot = results.push({ name, ok: false, seconds: 0, counts: NO_TESTS, findings: NO_FINDINGS }) - 1;
  const started = performance.now();
  let ok = false;
  let counts = NO_TESTS;
  let findings = NO_FINDINGS;
  try {
    const outcome = await run();
    if (typeof outcome === 'boolean') ok = outcome;
    else {
      if ('counts' in outcome) ({ counts, findings } = outcome);
      else counts = outcome;
      ok = counts.failed === 0 && counts.passed > 0;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  results[slot] = { name, ok, seconds: (performance.now() - started) / 1000, counts, findings };
  return ok;
}

/** Runs one Vitest project, or several in one run (`unit` with `component`). */
async function vitest(
  project: string | readonly string[],
  env: Record<string, string> = {},
): Promise<{ counts: TestCounts; findings: VitestFindings }> {
  const projects = typeof project === 'string' ? [project] : project;
  const report = path.join(resultsDir, `${projects.join('+')}.json`);
  const code = await runCommand(
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((name) => ['--project', name]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...fileFilters,
    ],
    { cwd: root, env: { ...process.env, ...env } },
  );
  const counts = readVitestCounts(report);
  const findings = readVitestFindings(report, root, JOURNEY_EVIDENCE_DIR);
  return { counts: code === 0 ? counts : { ...counts, failed: Math.max(counts.failed, 1) }, findings };
}

function functionEntries(): string[] {
  const functionsDir = path.join(root, 'supabase', 'functions');
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name);
}

/** Runs a check with its output held back, then printed whole under its name (for checks run side by side). */
async function quietCheck(name: string, command: string, args: string[]): Promise<boolean> {
  const { code, output } = await captureCommand(command, args, root);
  console.log(`\n── ${name} ──\n${output.trim() || 'ok'}`);
  return code === 0;
}

// Each is one Node thread: side by side they use both cores.
if (runs('static'))
  await Promise.all([
    step('typecheck (tsc)', () => quietCheck('tsc', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])),
    step('lint (eslint)', () => quietCheck('eslint', bin('eslint'), ['.'])),
    step('format (prettier --check)', () => quietCheck('prettier', bin('prettier'), ['--check', '.'])),
  ]);
if (runs('unit')) await step('unit and component tests (vitest)', () => vitest(['unit', 'component']));
if (runs('deno'))
  await step(
    'deno check (every Edge Function entry against its frozen deno.lock, and the bench floor)',
    async () => {
      const entries = functionEntries().map((name) => {
        const dir = path.join('supabase', 'functions', name);
        return [`${dir}/deno.json`, `${dir}/index.ts`];
      });
      entries.push(['supabase/functions/api/deno.json', 'bench/lib/floor-entry.ts']);
      for (const [config, entry] of entries) {
        const code = await runCommand(bin('deno'), ['check', '--frozen', '--config', config!, entry!], {
          cwd: root,
        });
        if (code !== 0) return false;
      }
      return true;
    },
  );

const systemReady = await step('system packages (PostgreSQL 15, pgTAP, pg_prove, Chromium)', async () => {
  ensureSystemPackages((line) => console.log(line));
  return true;
});

if (systemReady) {
  const ports = testPorts();
  const cluster = await startPgCluster({ port: ports.postgres, log: (line) => console.log(line) });
  let pooler: PgBouncer | undefined;
  try {
    if (runs('local')) await step('local stack parts (vitest, real PostgreSQL)', () => vitest('local'));
    let stack: TestStack | undefined;
    // The functions reach the database through PgBouncer in transaction mode when the API tests run, as in
    // production (scripts/lib/pgbouncer.ts); the stack's own migrations and Auth stay on PostgreSQL itself.
    const stackUp = await step('start the local stack on real PostgreSQL', async () => {
      if (runs('api')) pooler = await startPgBouncer(cluster.url);
      const env: Record<string, string> = pooler ? { FUNCTIONS_DATABASE_URL: pooler.url } : {};
      stack = await startTestStack(root, cluster.url, ports.stack, { env });
      return true;
    });
    if (stack && stackUp) {
      const env = { ...stack.env, ...(pooler ? { FUNCTIONS_DATABASE_URL: pooler.url } : {}) };
      if (runs('pgtap'))
        await step('pgTAP (pg_prove)', async () => {
          const { ok, output } = await runPgTap(cluster.url);
          return readPgProveCounts(output, ok);
        });
      if (runs('pgtap'))
        await step('supabase db lint', async () => {
          console.log(lintDatabase(cluster.url).trim() || 'no findings');
          return true;
        });
      // Supabase's advisors, as Studio shows them: 0 warnings and errors; each info kept is in docs/database.md.
      if (runs('pgtap'))
        await step('supabase db advisors', async () => {
          const report = adviseDatabase(cluster.url);
          for (const line of report.lines) console.log(line);
          return report.ok;
        });
      if (runs('api')) await step('API tests over HTTP (vitest)', () => vitest('api', env));
      // Only this run's failed journeys leave files there.
      rmSync(JOURNEY_EVIDENCE_DIR, { recursive: true, force: true });
      if (runs('e2e'))
        await step('browser journeys in Chromium (vitest + playwright-core)', () => vitest('e2e', env));
      const failedAny = results.some((result) => !result.ok);
      if (failedAny)
        console.log(`\nLast lines of the stack's log (${stack.logFile}):\n${tail(stack.logFile, 40)}`);
      await stack.stop();
    }
  } finally {
    await pooler?.stop();
    await cluster.stop();
  }
}

for (const line of summaryLines(results)) console.log(line);
process.exit(results.every((result) => result.ok) ? 0 : 1);

import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  checkFinalState,
  createJsonClient,
  createLoadUser,
  startBudgetLoad,
  type Answer,
  type FinalState,
  type JsonClient,
  type LoadUser,
} from '../scripts/lib/budget-load.ts';
import { benchPorts } from '../scripts/lib/ports.ts';
import { startTestStack } from '../scripts/lib/test-stack.ts';
import { percentile } from './lib/latency.ts';

/**
 * `npm run bench:load`: 32 simulated users edit their own budgets for 60 s against `npm start`'s stack on its
 * embedded PostgreSQL, through the function URL (what a static host's /api rewrite reaches), then the same load
 * through the dev server's /api proxy (what a browser on `npm start` reaches), so the dev server's share shows;
 * then the database is killed under the same load. Figures printed, never asserted. Every write carries an
 * Idempotency-Key, and the writes a run ends without an answer to are settled with it before losses are counted
 * (scripts/lib/budget-load.ts), so a loss it prints is an acknowledged write the database does not hold.
 */
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 32);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const KILL_AFTER_MS = 5_000;
const AFTER_RECOVERY_MS = 5_000;

const root = path.resolve(import.meta.dirname, '..');
const ports = benchPorts();
const dataDir = mkdtempSync(path.join(tmpdir(), 'halfwise-bench-load-'));
chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres OS user, which must reach its data
const stack = await startTestStack(
  root,
  undefined,
  { ...ports.stack, name: 'bench-load' },
  {
    dataDir,
    dbPort: ports.postgres,
  },
);
const gatewayUrl = stack.env.GATEWAY_URL ?? '';
const api = createJsonClient(`${gatewayUrl}/functions/v1`, USERS);
const viaDevServer = createJsonClient(stack.env.APP_URL ?? '', USERS);
const heading = (title: string) =>
  console.log(`\n${title} — ${new Date().toISOString()}, ${process.platform}, node ${process.version}`);

const signUp = (label: string, client: JsonClient = api) =>
  Promise.all(Array.from({ length: USERS }, (_, i) => createLoadUser(gatewayUrl, client, `${label}-${i}`)));

try {
  heading(
    `${USERS} users editing their own budgets for ${SECONDS} s (embedded PostgreSQL 15), straight to the gateway`,
  );
  await steadyRun(api, await signUp('load'));

  heading(`The same load through the dev server's /api proxy (${stack.env.APP_URL})`);
  await steadyRun(viaDevServer, await signUp('load-dev', viaDevServer));

  heading(`The same load with the database killed ${KILL_AFTER_MS / 1000} s in`);
  await faultRun(api, await signUp('fault'));
} finally {
  api.close();
  viaDevServer.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function steadyRun(client: JsonClient, users: LoadUser[]): Promise<void> {
  const began = performance.now();
  const run = startBudgetLoad({
    api: client,
    users,
    until: () => performance.now() - began > SECONDS * 1000,
  });
  await run.done;
  const seconds = (performance.now() - began) / 1000;
  const latencies = run.answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const errors = run.answers.filter((answer) => !succeeded(answer)).length;
  const final = await checkFinalState(client, users, run);
  console.log(
    [
      `requests ${run.answers.length} in ${seconds.toFixed(1)} s: ${(run.answers.length / seconds).toFixed(0)} req/s (target ≥ 300)`,
      `latency p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms (target p99 ≤ 250 ms)`,
      `errors ${errors} (target 0); ${describeStatuses(run.answers)}`,
      describeFinal(final),
      `rows nobody was told of ${final.duplicates}`,
    ].join('\n'),
  );
}

async function faultRun(client: JsonClient, users: LoadUser[]): Promise<void> {
  let killedAt = Number.POSITIVE_INFINITY;
  let outageAt = Number.POSITIVE_INFINITY;
  let recoveredAt = Number.POSITIVE_INFINITY;
  const began = performance.now();
  const run = startBudgetLoad({
    api: client,
    users,
    onAnswer: (answer) => {
      if (!succeeded(answer) && answer.at >= killedAt) outageAt = Math.min(outageAt, answer.at);
      if (succeeded(answer) && answer.at > outageAt)
        recoveredAt = Math.min(recoveredAt, answer.at + answer.ms);
    },
    until: () =>
      performance.now() - began > Math.min(recoveredAt + AFTER_RECOVERY_MS, KILL_AFTER_MS + 60_000),
  });
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
  const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  killedAt = performance.now() - run.startedAt;
  process.kill(pid, 'SIGKILL');
  await run.done;

  const afterKill = run.answers.filter((answer) => answer.at + answer.ms >= killedAt);
  const first503 = afterKill
    .filter((answer) => answer.status === 503)
    .reduce((first, answer) => Math.min(first, answer.at + answer.ms), Number.POSITIVE_INFINITY);
  const final = await checkFinalState(client, users, run);
  const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never');
  console.log(
    [
      `database killed (SIGKILL of process ${pid}) ${seconds(killedAt)} into the run; the stack ${stack.running() ? 'kept running' : 'DIED'}`,
      `503s began ${seconds(first503 - killedAt)} after the kill`,
      `first success after the restart ${seconds(recoveredAt - killedAt)} after the kill`,
      `answers after the kill: ${describeStatuses(afterKill)}`,
      describeFinal(final),
      `duplicates after retries with the same Idempotency-Key ${final.duplicates} (target 0)`,
    ].join('\n'),
  );
}

function succeeded(answer: Answer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

function describeFinal(final: FinalState): string {
  return [
    `acknowledged writes checked ${final.checked}: lost ${final.lost} (target 0)`,
    `${final.settled} left unanswered by the run's end settled after it with their own key`,
    `${final.unsettled} never answered (counted neither kept nor lost)`,
  ].join('; ');
}

function describeStatuses(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'no answer' : status} ×${count}`)
    .join(', ');
}

import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
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
import { tally } from './lib/probe-requests.ts';
import { stackFaults, type Fault } from './lib/stack-faults.ts';

/**
 * `npm run bench:load`: 32 simulated users edit their own budgets for 60 s against `npm start`'s stack on its
 * embedded PostgreSQL, through the function URL (what a static host's /api rewrite reaches), then the same load
 * through the dev server's /api proxy (what a browser on `npm start` reaches), so the dev server's share shows;
 * then the same load while the database is frozen, while the API function's process is frozen, and with the
 * database killed. Figures printed, never asserted. Every write carries an
 * Idempotency-Key, and the writes a run ends without an answer to are settled with it before losses are counted
 * (scripts/lib/budget-load.ts), so a loss it prints is an acknowledged write the database does not hold.
 */
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 32);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const FAULT_AFTER_MS = 5_000;
const FREEZE_MS = 10_000;
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

  for (const [index, fault] of stackFaults(dataDir, FREEZE_MS).entries()) {
    heading(`The same load with ${fault.what} ${FAULT_AFTER_MS / 1000} s in`);
    await faultRun(api, await signUp(`fault-${index}`), fault);
  }
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
      `errors ${errors} (target 0); ${tally(run.answers)}`,
      describeFinal(final),
      `rows nobody was told of ${final.duplicates}`,
    ].join('\n'),
  );
}

async function faultRun(client: JsonClient, users: LoadUser[], fault: Fault): Promise<void> {
  let faultAt = Number.POSITIVE_INFINITY;
  let faultOverAt = Number.POSITIVE_INFINITY;
  let outageAt = Number.POSITIVE_INFINITY;
  let recoveredAt = Number.POSITIVE_INFINITY;
  const began = performance.now();
  // The run goes on until answers have been good for a while after the fault (or a minute, if they never are).
  const healedAt = () => (Number.isFinite(outageAt) ? Math.max(faultOverAt, recoveredAt) : faultOverAt);
  const run = startBudgetLoad({
    api: client,
    users,
    onAnswer: (answer) => {
      if (!succeeded(answer) && answer.at >= faultAt) outageAt = Math.min(outageAt, answer.at);
      if (succeeded(answer) && answer.at > outageAt)
        recoveredAt = Math.min(recoveredAt, answer.at + answer.ms);
    },
    until: () =>
      performance.now() - began > Math.min(healedAt() + AFTER_RECOVERY_MS, FAULT_AFTER_MS + 60_000),
  });
  await new Promise((resolve) => setTimeout(resolve, FAULT_AFTER_MS));
  faultAt = performance.now() - run.startedAt;
  await fault.inflict();
  faultOverAt = performance.now() - run.startedAt;
  await run.done;

  const afterFault = run.answers.filter((answer) => answer.at + answer.ms >= faultAt);
  const first503 = afterFault
    .filter((answer) => answer.status === 503)
    .reduce((first, answer) => Math.min(first, answer.at + answer.ms), Number.POSITIVE_INFINITY);
  // Counted from the answers as they ended, whatever order they were recorded in.
  const firstFailureEnd = afterFault
    .filter((answer) => !succeeded(answer))
    .reduce((first, answer) => Math.min(first, answer.at + answer.ms), Number.POSITIVE_INFINITY);
  const firstSuccessAfter = afterFault
    .filter(succeeded)
    .map((answer) => answer.at + answer.ms)
    .filter((end) => end > firstFailureEnd)
    .reduce((first, end) => Math.min(first, end), Number.POSITIVE_INFINITY);
  const final = await checkFinalState(client, users, run);
  const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never');
  const slowest = afterFault.reduce((most, answer) => Math.max(most, answer.ms), 0);
  console.log(
    [
      `${fault.what} ${seconds(faultAt)} into the run; the stack ${stack.running() ? 'kept running' : 'DIED'}`,
      `503s began ${seconds(first503 - faultAt)} after the fault; the slowest answer after it took ${seconds(slowest)}`,
      `first success after a failure ${seconds(firstSuccessAfter - faultAt)} after the fault`,
      `answers after the fault: ${tally(afterFault)}`,
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

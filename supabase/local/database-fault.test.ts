import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkFinalState,
  createJsonClient,
  createLoadUser,
  startBudgetLoad,
  type JsonClient,
  type LoadUser,
} from '../../scripts/lib/budget-load.ts';
import { startOwnStack, type TestStack } from '../../scripts/lib/test-stack.ts';
import { isAlive } from './single-instance.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const USERS = 6;

/** The pid in PostgreSQL's own pid file: the server process of the embedded database. */
function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

const countBy = (values: number[]) =>
  values.reduce<Record<number, number>>(
    (counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }),
    {},
  );

describe("npm start's stack when its database is killed under load", () => {
  let dataDir: string;
  let stack: TestStack;
  let api: JsonClient;
  let users: LoadUser[];

  beforeAll(async () => {
    stack = await startOwnStack(ROOT, 'fault');
    dataDir = stack.dataDir;
    api = createJsonClient(`${stack.env.GATEWAY_URL}/functions/v1`, USERS);
    users = await Promise.all(
      Array.from({ length: USERS }, (_, i) => createLoadUser(stack.env.GATEWAY_URL ?? '', api, `fault-${i}`)),
    );
  });
  afterAll(async () => {
    api?.close();
    await stack?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 within 5 s, recovers within 10 s by itself, and loses nothing it acknowledged', async () => {
    const killedPid = postmasterPid(dataDir);
    let killedAt = Number.POSITIVE_INFINITY;
    let outageAt = Number.POSITIVE_INFINITY;
    let recoveredAt = Number.POSITIVE_INFINITY;
    const began = performance.now(); // the run's own clock starts here too
    const run = startBudgetLoad({
      api,
      users,
      onAnswer: (answer) => {
        const end = answer.at + answer.ms;
        const ok = answer.status >= 200 && answer.status < 300;
        if (!ok && answer.at >= killedAt) outageAt = Math.min(outageAt, answer.at);
        if (ok && answer.at > outageAt) recoveredAt = Math.min(recoveredAt, end);
      },
      // Until two seconds after the first success that follows the outage, or 20 s after the kill at most.
      until: () => performance.now() - began > Math.min(recoveredAt + 2_000, killedAt + 20_000),
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    killedAt = performance.now() - run.startedAt;
    process.kill(killedPid, 'SIGKILL');
    await run.done;
    const outage = run.answers;

    const afterKill = outage.filter((answer) => answer.at + answer.ms >= killedAt);
    const first503 = afterKill.find((answer) => answer.status === 503);
    const statuses = JSON.stringify(countBy(afterKill.map((answer) => answer.status)));
    expect(first503, `a 503 after the kill; the answers were ${statuses}`).toBeDefined();
    expect((first503?.at ?? 0) + (first503?.ms ?? 0) - killedAt).toBeLessThanOrEqual(5_000);
    expect(recoveredAt - killedAt, 'first success after the outage').toBeLessThanOrEqual(10_000);
    // A clean outage: every answer is a success or a 503, never a hang, a 500 or a dropped connection.
    const unclean = outage.filter(({ status }) => status !== 503 && (status < 200 || status >= 300));
    expect(unclean, `answers other than a success or a 503: ${statuses}`).toEqual([]);

    const final = await checkFinalState(api, users, run);
    expect(final.checked).toBeGreaterThan(0);
    expect(final.lost).toBe(0);
    expect(final.unsettled, 'writes never answered after the settle pass').toBe(0);
    expect(stack.running()).toBe(true);
    expect(postmasterPid(dataDir)).not.toBe(killedPid);
  });

  // The answer to a write can be lost after the write committed (the database or the API stopping between the
  // commit and the answer, a dropped connection). The check must then learn the write's outcome, not count it lost.
  it.each(['POST', 'PATCH'])(
    'settles a %s whose answer was lost after it committed: kept, not counted lost or unexplained',
    async (lostMethod) => {
      const user = await createLoadUser(stack.env.GATEWAY_URL ?? '', api, `lost-answer-${lostMethod}`);
      let lostWrite: string | undefined;
      const losingClient: JsonClient = {
        ...api,
        async send(method, path, headers, body) {
          const response = await api.send(method, path, headers, body);
          if (method !== lostMethod || lostWrite) return response;
          lostWrite = `${method} ${path} answered ${response.status}`;
          return { status: 0, body: 'the answer was lost on its way back' };
        },
      };
      const run = startBudgetLoad({ api: losingClient, users: [user], until: () => lostWrite !== undefined });
      await run.done;
      expect(lostWrite).toMatch(/ answered 20[01]$/);
      expect(run.unsettled).toHaveLength(1);

      const final = await checkFinalState(api, [user], run);
      expect(final).toEqual({
        checked: expect.any(Number),
        lost: 0,
        duplicates: 0,
        settled: 1,
        unsettled: 0,
      });
      expect(final.checked).toBeGreaterThan(0);
    },
  );

  it('removes its pid file and stops its database when it stops', async () => {
    const server = postmasterPid(dataDir);
    expect(existsSync(path.join(dataDir, 'stack.pid'))).toBe(true);
    await stack.stop();
    expect(stack.running()).toBe(false);
    expect(existsSync(path.join(dataDir, 'stack.pid'))).toBe(false);
    expect(isAlive(server)).toBe(false);
  });
});

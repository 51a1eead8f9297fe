import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { startPgCluster, type PgCluster } from '../../scripts/lib/pg-cluster.ts';
import { prepareDatabase } from './db/migrate.ts';
import { nextRunAfter, schedulePurges, type PurgeClock } from './purge-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('nextRunAfter: when a purge job next runs, in UTC as pg_cron reads its schedule', () => {
  it('an hourly job runs at its minute of this hour, or of the next once that minute has come', () => {
    expect(nextRunAfter('20 * * * *', at('2026-12-08T10:05:30Z'))).toEqual(at('2026-12-08T10:20:00Z'));
    expect(nextRunAfter('20 * * * *', at('2026-12-08T10:20:00Z'))).toEqual(at('2026-12-08T11:20:00Z'));
    expect(nextRunAfter('5 * * * *', at('2026-12-31T23:59:00Z'))).toEqual(at('2027-01-01T00:05:00Z'));
  });

  it('a daily job runs at its time today, or tomorrow once that time has come', () => {
    expect(nextRunAfter('30 3 * * *', at('2026-12-08T01:00:00Z'))).toEqual(at('2026-12-08T03:30:00Z'));
    expect(nextRunAfter('30 3 * * *', at('2026-12-08T03:30:00.001Z'))).toEqual(at('2026-12-09T03:30:00Z'));
    expect(nextRunAfter('0 4 * * *', at('2026-02-28T12:00:00Z'))).toEqual(at('2026-03-01T04:00:00Z'));
  });

  it('refuses a schedule it cannot read rather than run it at another time', () => {
    for (const schedule of ['*/15 * * * *', '60 * * * *', '0 24 * * *', '0 3 * * 1', ''])
      expect(() => nextRunAfter(schedule, at('2026-12-08T00:00:00Z'))).toThrow(
        /purge schedule not understood/,
      );
  });
});

describe("npm start's purges on real PostgreSQL 15", () => {
  let cluster: PgCluster;
  let sql: postgres.Sql;
  beforeAll(async () => {
    cluster = await startPgCluster({ port: await freePort() });
    sql = postgres(cluster.url, { prepare: false, onnotice: () => {} });
    await prepareDatabase(sql, cluster.url, { seed: false });
  });
  afterAll(async () => {
    await sql?.end();
    await cluster?.stop();
  });

  it('plans every job of private.purge_jobs() at its next time, and a job run deletes exactly its expired rows', async () => {
    const planned: Array<{ ms: number; run: () => Promise<void> }> = [];
    let cancelled = 0;
    const clock: PurgeClock = {
      now: () => at('2026-12-08T10:05:00Z'),
      after(ms, run) {
        planned.push({ ms, run });
        return () => void cancelled++;
      },
    };
    await sql`
      insert into public.idempotency_keys (key, request_hash, response_status, response_body, created_at) values
        ('expired', ${'a'.repeat(64)}, 201, '{}', now() - interval '49 hours'),
        ('live', ${'a'.repeat(64)}, 201, '{}', now() - interval '47 hours')`;

    const stop = await schedulePurges({ sql, log: (line) => expect.fail(line), clock });
    const [row] = await sql<{ jobs: number }[]>`select count(*)::int as jobs from private.purge_jobs()`;
    const jobs = row?.jobs ?? 0;
    expect(jobs).toBe(12);
    expect(planned).toHaveLength(jobs);
    // halfwise-purge-idempotency-keys runs at 20 past the hour: 15 minutes after 10:05.
    const idempotency = planned.find((timer) => timer.ms === 15 * 60_000);
    expect(planned.filter((timer) => timer.ms === 15 * 60_000)).toHaveLength(1);

    await idempotency?.run();
    const keys = await sql<{ key: string }[]>`select key from public.idempotency_keys order by key`;
    expect(keys.map((row) => row.key)).toEqual(['live']);
    expect(planned).toHaveLength(jobs + 1);
    expect(planned.at(-1)?.ms).toBe(15 * 60_000);

    stop();
    expect(cancelled).toBe(jobs);
  });
});

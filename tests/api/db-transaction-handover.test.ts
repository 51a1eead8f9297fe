// A transaction that committed is answered as committed, however busy the pool. Found under load (`npm run
// bench:load`): with every connection in use, writes that committed in milliseconds were answered 503 at the call's
// bound, about one request in a hundred, so a person would have been told a saved change had failed.
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../supabase/functions/_shared/db.ts';
import { DATABASE_URL } from './support.ts';

const TABLE = 'public.db_handover_probe';
// One connection: every transaction waits for the one before it, the case where the handover matters.
const db = createDb({
  databaseUrl: DATABASE_URL,
  dbPoolMax: 1,
  dbTimeouts: { connectSeconds: 2, statementMs: 2000, callMs: 2500 },
});
afterAll(async () => {
  await db.withServerTx((tx) => tx.unsafe(`drop table if exists ${TABLE}`));
  await db.close();
});

const rowsTagged = async (tag: string) =>
  (
    await db.withServerTx(
      (tx) => tx<{ n: number }[]>`select count(*)::int as n from ${tx(TABLE)} where tag = ${tag}`,
    )
  )[0]?.n;

describe('transactions on a busy pool', () => {
  it('answers every transaction that committed as committed, however many wait for the connection', async () => {
    await db.withServerTx((tx) => tx.unsafe(`create table if not exists ${TABLE} (tag text not null)`));
    const tag = `queued-${Date.now()}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db.withServerTx((tx) => tx`insert into ${tx(TABLE)} (tag) values (${tag})`),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await rowsTagged(tag)).toBe(20);
  });
});

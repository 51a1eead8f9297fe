// The functions' postgres.js must settle, not crash, when a connection's backend dies under it (porsager/postgres
// #1154, #1208; fixed in the copy the functions import, supabase/functions/_shared/vendor/postgres). With the
// published driver the second query below throws a TypeError from a timer, an uncaught exception that would take
// the whole API down, or waits forever (the write queued between the socket's error and its close is dropped).
import postgres from '../../supabase/functions/_shared/vendor/postgres/index.js';
import { afterAll, expect, it } from 'vitest';
import { DATABASE_URL } from './support.ts';

const sql = postgres(DATABASE_URL, { max: 2, prepare: false, onnotice: () => {} });
const killer = postgres(DATABASE_URL, { max: 1, prepare: false, onnotice: () => {} });
afterAll(() => Promise.all([sql.end({ timeout: 1 }), killer.end({ timeout: 1 })]));

it('rejects queries on a reserved connection whose backend was terminated, and keeps serving', async () => {
  const reserved = await sql.reserve();
  const [backend] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
  await killer`select pg_terminate_backend(${backend!.pid})`;

  await expect(reserved`select 1`).rejects.toThrow();
  await expect(reserved`select 1`).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
  reserved.release();

  // The released connection may fail the next query once more; then the pool has reconnected.
  await sql`select 1`.catch(() => undefined);
  const [row] = await sql<{ answer: number }[]>`select 42 as answer`;
  expect(row?.answer).toBe(42);
});

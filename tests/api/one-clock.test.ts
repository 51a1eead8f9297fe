import { describe, expect, it } from 'vitest';
import { signUp } from './budget-fixtures.ts';
import { useDatabase } from './support.ts';
import { utcMonth } from './own-data-support.ts';

// The tests, the database and the API read one clock: under `TEST_CLOCK` (docs/testing.md) this is what shows the
// fake clock reached every process; on any day it is what lets a test say "this month" and mean the server's.
const sql = useDatabase();
const SAME_INSTANT_MS = 60_000;

describe('one clock', () => {
  it("the database's now is the tests' now", async () => {
    const [row] = await sql<{ now: Date }[]>`select now() as now`;
    expect(Math.abs(row!.now.getTime() - Date.now())).toBeLessThan(SAME_INSTANT_MS);
  });

  it("the API's current month is the tests' current month", async () => {
    const person = await signUp();
    // The Future Goals balance lives on the current month's budget, as the API's clock places it.
    const answer = await person.post('/api/future-goals/balance', { balance: 1 });
    expect([answer.status, answer.body]).toEqual([200, expect.objectContaining({ month: utcMonth() })]);
  });
});

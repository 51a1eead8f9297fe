// The API tests run with the functions behind PgBouncer in transaction mode (scripts/lib/pgbouncer.ts), as
// production's pooler: this checks that they really do, through PgBouncer's own admin database.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL } from '../support/stack-env.ts';

describe('the functions behind PgBouncer', () => {
  let admin: postgres.Sql;
  beforeAll(() => {
    const pooler = process.env.FUNCTIONS_DATABASE_URL;
    if (!pooler)
      throw new Error('FUNCTIONS_DATABASE_URL is unset: npm test starts PgBouncer for the api step');
    const url = new URL(pooler);
    url.pathname = '/pgbouncer';
    // The admin database speaks the simple query protocol only, and has no types to fetch.
    admin = postgres(url.toString(), { max: 1, prepare: false, fetch_types: false, onnotice: () => {} });
  });
  afterAll(() => admin?.end());

  it('pools per transaction', async () => {
    const config = await admin`show config`.simple();
    expect(config.find((row) => row.key === 'pool_mode')?.value).toBe('transaction');
  });

  it("carries the API's database connections", async () => {
    expect((await fetch(`${API_URL}/api/health`)).status).toBe(200);
    const clients = await admin`show clients`.simple();
    expect(clients.filter((client) => client.database === 'postgres').length).toBeGreaterThan(0);
  });
});

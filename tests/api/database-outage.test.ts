// A database that does not answer is a short, clean outage: 503 { message } within the configured bounds,
// never a hang. The api function runs in this process against a port that accepts connections and then
// says nothing (a server gone silent), and against the stack's real database with a tiny statement timeout.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { JwtClaims } from '../../supabase/functions/_shared/auth.ts';
import { readConfig } from '../../supabase/functions/_shared/config.ts';
import { createDb } from '../../supabase/functions/_shared/db.ts';
import { DATABASE_UNAVAILABLE, mapError } from '../../supabase/functions/_shared/errors.ts';
import { createApiApp } from '../../supabase/functions/api/app.ts';
import { underFakeClock } from '../../scripts/lib/fake-clock.ts';
import { apiClient, DATABASE_URL, GATEWAY_URL } from './support.ts';

let silent: Server;
const sockets: Socket[] = [];
let silentUrl = '';

beforeAll(async () => {
  silent = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  silentUrl = `postgres://postgres:postgres@127.0.0.1:${address.port}/postgres`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const env = (databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> => ({
  SUPABASE_URL: GATEWAY_URL,
  SUPABASE_ANON_KEY: 'local-anon-key',
  SUPABASE_DB_URL: databaseUrl,
  APP_ORIGIN: 'http://127.0.0.1:5173',
  ACCESS_CODE: 'unused',
  DB_CONNECT_TIMEOUT_SECONDS: '1',
  DB_STATEMENT_TIMEOUT_MS: '500',
  ...extra,
});

it('health answers 503 with the reason when the database is silent', async () => {
  const app = createApiApp(readConfig((name) => env(silentUrl)[name]));
  const response = await app.request('/api/health');
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ status: 'unavailable', reason: expect.any(String) });
});

it('a signed-in request answers 503 { message } when the database is silent', async () => {
  const session = await apiClient().register();
  const app = createApiApp(readConfig((name) => env(silentUrl)[name]));
  const response = await app.request('/api/future-plans', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect([response.status, await response.json()]).toEqual([503, { message: DATABASE_UNAVAILABLE }]);
});

// Not under the fake clock (`TEST_CLOCK`, docs/testing.md): there PostgreSQL's statement timeout never fires
// (`set statement_timeout = 1000; select pg_sleep(3)` runs its 3 s under libfaketime), so what is checked is
// libfaketime's effect on the server's timer, not the calendar. Every ordinary run checks it.
it.skipIf(underFakeClock())(
  'a statement past the statement timeout is cancelled and maps to 503',
  async () => {
    const db = createDb(readConfig((name) => env(DATABASE_URL, { DB_STATEMENT_TIMEOUT_MS: '100' })[name]));
    try {
      const claims: JwtClaims = { sub: crypto.randomUUID(), role: 'authenticated' };
      const failure = await db
        .withUserTx(claims, (tx) => tx`select pg_sleep(5)`)
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: '57014' });
      expect(mapError(failure)).toEqual({ status: 503, message: DATABASE_UNAVAILABLE });
    } finally {
      await db.close();
    }
  },
);

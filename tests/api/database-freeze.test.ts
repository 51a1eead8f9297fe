// A database that stops answering mid-request (a frozen server: SIGSTOP, a stalled network) costs a request at
// most 3 s (health 2 s), and a write answered 503 never commits when the server thaws with it still queued. The api
// function runs in this process against the stack's real database through a TCP proxy that can hold traffic.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../supabase/functions/_shared/config.ts';
import { DATABASE_UNAVAILABLE } from '../../supabase/functions/_shared/errors.ts';
import { createApiApp } from '../../supabase/functions/api/app.ts';
import { apiClient, DATABASE_URL, GATEWAY_URL, useDatabase } from './support.ts';

const sql = useDatabase();

/**
 * Passes bytes to and from the database until a client sends `freezeOn`; from then on it holds what clients send,
 * as a stopped server leaves it unread in its socket, until `thaw()` delivers it all.
 */
function freezingProxy(target: URL) {
  let frozen = false;
  let freezeOn: string | undefined;
  const held: Array<() => void> = [];
  const sockets: Socket[] = [];
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.push(client, upstream);
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('data', (chunk) => {
      if (freezeOn !== undefined && chunk.includes(freezeOn)) frozen = true;
      if (frozen) held.push(() => upstream.write(chunk));
      else upstream.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  return {
    listen: () =>
      new Promise<number>((ready) =>
        server.listen(0, '127.0.0.1', () => ready((server.address() as { port: number }).port)),
      ),
    freezeWhenSent: (text: string) => void (freezeOn = text),
    thaw() {
      frozen = false;
      freezeOn = undefined;
      for (const send of held.splice(0)) send();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}

const proxy = freezingProxy(new URL(DATABASE_URL));
let app: ReturnType<typeof createApiApp>;

beforeAll(async () => {
  const url = new URL(DATABASE_URL);
  url.port = String(await proxy.listen());
  const env: Record<string, string> = {
    SUPABASE_URL: GATEWAY_URL,
    SUPABASE_ANON_KEY: 'local-anon-key',
    SUPABASE_DB_URL: url.toString(),
    APP_ORIGIN: 'http://127.0.0.1:5173',
    ACCESS_CODE: 'unused',
  };
  // The function's own defaults: no timeout is shortened for the test.
  app = createApiApp(readConfig((name) => env[name]));
});
afterAll(() => proxy.close());

/** Waits until no backend is still working on, or holding open, a transaction that touched future_plans. */
async function untilSettled(): Promise<void> {
  for (;;) {
    const [row] = await sql<{ busy: number }[]>`
      select count(*)::int as busy from pg_stat_activity
      where state in ('active', 'idle in transaction') and query ilike '%future_plans%' and pid <> pg_backend_pid()`;
    if (row!.busy === 0) return;
    await new Promise((tick) => setTimeout(tick, 50));
  }
}

describe('a database frozen mid-write', () => {
  it('answers 503 within 3 s, and the write never commits when the database thaws', async () => {
    const session = await apiClient().register();
    const name = `Frozen ${crypto.randomUUID().slice(0, 8)}`;
    const headers = { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' };
    // A function instance that has served before: its signing keys fetched, its connections open.
    expect((await app.request('/api/future-plans', { headers })).status).toBe(200);
    proxy.freezeWhenSent('insert into public.future_plans');
    const started = Date.now();
    const response = await app.request('/api/future-plans', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, targetAmount: 500 }),
    });
    const elapsed = Date.now() - started;
    expect([response.status, await response.json()]).toEqual([503, { message: DATABASE_UNAVAILABLE }]);
    expect(elapsed).toBeLessThan(3000);

    proxy.thaw();
    await untilSettled();
    expect(await sql`select id from public.future_plans where name = ${name}`).toEqual([]);
  });

  it('health answers 503 within 2 s while the database is frozen', async () => {
    proxy.freezeWhenSent('select 1');
    const started = Date.now();
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
    proxy.thaw();
  });
});

import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePGlite } from './pglite-wire-server.ts';

const PORT = 55610;
const url = `postgres://postgres:postgres@127.0.0.1:${PORT}/postgres`;
let db: PGlite;
let server: Awaited<ReturnType<typeof servePGlite>>;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('create table counters (id int primary key, value int not null)');
  server = await servePGlite(db, { port: PORT, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
  await db.close();
});

describe('PGlite over the wire protocol', () => {
  it('answers many concurrent parameterised queries from several clients correctly', async () => {
    const clients = [1, 2, 3].map(() => postgres(url, { prepare: false, max: 4 }));
    const answers = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const client = clients[i % clients.length]!;
        const [row] = await client`select ${i}::int * 2 as doubled, ${`text-${i}`}::text as label`;
        return row;
      }),
    );
    answers.forEach((row, i) => expect(row).toEqual({ doubled: i * 2, label: `text-${i}` }));
    await Promise.all(clients.map((client) => client.end()));
  });

  it('keeps transactions of different clients apart', async () => {
    const a = postgres(url, { prepare: false, max: 1 });
    const b = postgres(url, { prepare: false, max: 1 });
    const seen = await Promise.all(
      [a, b].map((client, n) =>
        client.begin(async (tx) => {
          await tx`select set_config('app.owner', ${`client-${n}`}, true)`;
          await new Promise((resolve) => setTimeout(resolve, 20));
          const [row] = await tx`select current_setting('app.owner') as owner`;
          return row?.owner as string;
        }),
      ),
    );
    expect(seen).toEqual(['client-0', 'client-1']);
    await Promise.all([a.end(), b.end()]);
  });

  it('rolls back the open transaction of a client that disconnects', async () => {
    const leaver = postgres(url, { prepare: false, max: 1 });
    const stayer = postgres(url, { prepare: false, max: 1 });
    let inserted = false;
    // Never commits; its connection is closed under it below.
    void leaver
      .begin(async (tx) => {
        await tx`insert into counters values (1, 1)`;
        inserted = true;
        await new Promise(() => undefined);
      })
      .catch(() => undefined);
    while (!inserted) await new Promise((resolve) => setTimeout(resolve, 10));
    await leaver.end({ timeout: 0 });
    expect(await stayer`select count(*)::int as n from counters`).toEqual([{ n: 0 }]);
    await stayer.end();
  });
});

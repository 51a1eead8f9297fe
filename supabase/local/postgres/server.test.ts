import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './server.ts';

const PASSWORD = 'embedded-test-password';

describe('the embedded PostgreSQL of npm start', () => {
  let dir: string;
  let port: number;
  let server: EmbeddedPostgres;
  let sql: postgres.Sql;
  let announceBack: () => void = () => undefined;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'halfwise-embedded-'));
    chmodSync(dir, 0o755); // as root, the server runs as the postgres OS user, which must reach its directory
    port = await freePort();
    server = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'postgres'),
      logFile: path.join(dir, 'postgres.log'),
      port,
      password: PASSWORD,
      log: (line) => {
        if (line.startsWith('PostgreSQL is back')) announceBack();
      },
    });
    sql = postgres(server.url, { prepare: false, max: 2, onnotice: () => {} });
  });
  afterAll(async () => {
    await sql?.end({ timeout: 1 });
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is PostgreSQL 15 with pgcrypto, and never runs as root', async () => {
    const [row] = await sql<{ version: string }[]>`select current_setting('server_version') as version`;
    expect(row?.version).toMatch(/^15\./);
    await sql`create extension if not exists pgcrypto`;
    const [hash] = await sql<{ ok: boolean }[]>`select crypt('x', gen_salt('bf')) <> 'x' as ok`;
    expect(hash?.ok).toBe(true);
    const pid = server.pid();
    expect(pid).toBeTypeOf('number');
    const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    expect(uid).not.toBe('0');
  });

  it('refuses a wrong password and an unknown user', async () => {
    for (const url of [
      `postgres://postgres:wrong@127.0.0.1:${port}/postgres`,
      `postgres://intruder:${PASSWORD}@127.0.0.1:${port}/postgres`,
    ]) {
      const intruder = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
      await expect(intruder`select 1`).rejects.toMatchObject({ code: '28P01' });
      await intruder.end();
    }
  });

  it('comes back by itself with its data after the server is killed', async () => {
    await sql`create table if not exists survivors (n int)`;
    await sql`insert into survivors values (1)`;
    const before = server.pid();
    const back = new Promise<void>((resolve) => (announceBack = resolve));
    process.kill(before ?? 0, 'SIGKILL');
    await back;

    // The pool's old connections went with the old server; it reconnects by itself.
    const rows = await sql<{ n: number }[]>`select n from survivors`.catch(
      () => sql<{ n: number }[]>`select n from survivors`,
    );
    expect(rows).toEqual([{ n: 1 }]);
    expect(server.pid()).not.toBe(before);
  });
});

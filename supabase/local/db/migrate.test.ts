import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { startPgCluster, type PgCluster } from '../../../scripts/lib/pg-cluster.ts';
import { runPgTap } from '../../../scripts/lib/pgtap.ts';
import { listMigrationFiles, prepareDatabase } from './migrate.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../postgres/server.ts';

const DEMO_USER_ID = 'de300000-0000-4000-8000-000000000001';

/** What every prepared database must hold, checked as the demo user through RLS. */
async function expectPreparedAndSeeded(sql: postgres.Sql, url: string) {
  const first = await prepareDatabase(sql, url, { seed: true });
  const migrationCount = (await listMigrationFiles()).length;
  expect(first.applied).toHaveLength(migrationCount);
  expect(first.seeded).toBe(true);

  const again = await prepareDatabase(sql, url, { seed: true });
  expect(again).toEqual({ applied: [], seeded: false });

  const history = await sql<{ version: string; name: string; statements: string[] }[]>`
    select version, name, statements from supabase_migrations.schema_migrations order by version`;
  expect(history).toHaveLength(migrationCount);
  expect(history[0]?.name).toBe('private_schema_and_updated_at');
  expect(history[0]?.statements.length).toBeGreaterThan(1);

  const visible = await sql.begin(async (tx) => {
    await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: DEMO_USER_ID, role: 'authenticated' })}, true)`;
    await tx`set local role authenticated`;
    return tx<{ budgets: number; goals: number; first_name: string }[]>`
      select (select count(*)::int from public.budgets) as budgets,
             (select count(*)::int from public.future_plans) as goals,
             (select first_name from public.profiles) as first_name`;
  });
  expect(visible[0]).toEqual({ budgets: 2, goals: 3, first_name: 'Dana' });
}

describe('prepareDatabase on real PostgreSQL 15', () => {
  let cluster: PgCluster;
  let sql: postgres.Sql;
  beforeAll(async () => {
    cluster = await startPgCluster({ port: await freePort() });
    sql = postgres(cluster.url, { prepare: false, onnotice: () => {} });
  });
  afterAll(async () => {
    await sql?.end();
    await cluster?.stop();
  });

  it('applies bootstrap, migrations and seed once, recorded like the Supabase CLI', async () => {
    await expectPreparedAndSeeded(sql, cluster.url);
  });

  it('passes every pgTAP test', async () => {
    const result = await runPgTap(cluster.url);
    expect(result.output).toContain('All tests successful');
    expect(result.ok).toBe(true);
  });
});

describe('prepareDatabase on the embedded PostgreSQL of npm start', () => {
  let dir: string;
  let server: EmbeddedPostgres;
  let sql: postgres.Sql;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'halfwise-embedded-'));
    chmodSync(dir, 0o755); // as root, the server runs as the postgres OS user, which must reach its directory
    server = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'postgres'),
      logFile: path.join(dir, 'postgres.log'),
      port: await freePort(),
      password: 'migrate-test',
      log: () => undefined,
    });
    sql = postgres(server.url, { prepare: false, onnotice: () => {} });
  });
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies bootstrap, migrations and seed once, recorded like the Supabase CLI', async () => {
    await expectPreparedAndSeeded(sql, server.url);
  });
});

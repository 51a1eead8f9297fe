// Applies the platform bootstrap, then each pending migration in filename order (one transaction each),
// recorded in supabase_migrations.schema_migrations as the Supabase CLI records them; seeds a fresh database.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type postgres from 'postgres';
import { splitStatements } from './split-statements.ts';

const SUPABASE_DIR = fileURLToPath(new URL('../../', import.meta.url));
const BOOTSTRAP_FILE = `${SUPABASE_DIR}local/bootstrap.sql`;
const MIGRATIONS_DIR = `${SUPABASE_DIR}migrations`;
const SEED_FILE = `${SUPABASE_DIR}seed.sql`;
const MIGRATION_FILE_NAME = /^(\d+)_(.+)\.sql$/;

export interface PrepareDatabaseOptions {
  seed: boolean;
  log?: (line: string) => void;
}

export interface PrepareDatabaseResult {
  applied: string[];
  seeded: boolean;
}

interface MigrationFile {
  version: string;
  name: string;
  fileName: string;
}

export async function listMigrationFiles(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).sort();
  return files.flatMap((fileName) => {
    const match = MIGRATION_FILE_NAME.exec(fileName);
    return match?.[1] && match[2] ? [{ version: match[1], name: match[2], fileName }] : [];
  });
}

/** Runs a multi-statement script in one transaction, without the "already exists, skipping" notices. */
async function runScript(
  sql: postgres.Sql,
  script: string,
  after?: (tx: postgres.TransactionSql) => Promise<unknown>,
) {
  await sql.begin(async (tx) => {
    await tx.unsafe('set local client_min_messages = warning');
    await tx.unsafe(script);
    await after?.(tx);
  });
}

async function ensureHistoryTable(sql: postgres.Sql): Promise<void> {
  await runScript(
    sql,
    `
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text not null primary key,
      statements text[],
      name text
    );
  `,
  );
}

async function appliedVersions(sql: postgres.Sql): Promise<Set<string>> {
  const rows = await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`;
  return new Set(rows.map((row) => row.version));
}

async function applyMigration(sql: postgres.Sql, migration: MigrationFile): Promise<void> {
  const text = await readFile(`${MIGRATIONS_DIR}/${migration.fileName}`, 'utf8');
  await runScript(
    sql,
    text,
    (tx) => tx`
      insert into supabase_migrations.schema_migrations (version, name, statements)
      values (${migration.version}, ${migration.name}, ${splitStatements(text)})
    `,
  );
}

export async function prepareDatabase(
  sql: postgres.Sql,
  opts: PrepareDatabaseOptions,
): Promise<PrepareDatabaseResult> {
  const log = opts.log ?? (() => {});
  await runScript(sql, await readFile(BOOTSTRAP_FILE, 'utf8'));
  await ensureHistoryTable(sql);

  const done = await appliedVersions(sql);
  const freshDatabase = done.size === 0;
  const applied: string[] = [];
  for (const migration of await listMigrationFiles()) {
    if (done.has(migration.version)) continue;
    log(`applying migration ${migration.fileName}`);
    await applyMigration(sql, migration);
    applied.push(migration.fileName);
  }

  const seeded = opts.seed && freshDatabase && applied.length > 0;
  if (seeded) {
    log('seeding demo data (supabase/seed.sql)');
    await runScript(sql, await readFile(SEED_FILE, 'utf8'));
  }
  return { applied, seeded };
}

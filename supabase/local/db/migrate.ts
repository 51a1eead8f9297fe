// Applies the platform bootstrap, then the pending migrations with the Supabase CLI itself (`supabase db push
// --db-url`, as production gets them, recorded in its own supabase_migrations.schema_migrations), and seeds a
// fresh database.
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type postgres from 'postgres';

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SUPABASE_DIR = `${PROJECT_ROOT}supabase/`;
const SUPABASE_CLI = `${PROJECT_ROOT}node_modules/.bin/supabase`;
const BOOTSTRAP_FILE = `${SUPABASE_DIR}local/bootstrap.sql`;
const MIGRATIONS_DIR = `${SUPABASE_DIR}migrations`;
const SEED_FILE = `${SUPABASE_DIR}seed.sql`;
const MIGRATION_FILE_NAME = /^(\d+)_(.+)\.sql$/;
const APPLYING = /^Applying migration (\S+\.sql)/gm;

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
async function runScript(sql: postgres.Sql, script: string) {
  await sql.begin(async (tx) => {
    await tx.unsafe('set local client_min_messages = warning');
    await tx.unsafe(script);
  });
}

/** Whether the CLI has recorded any migration in this database yet. */
async function hasMigrationHistory(sql: postgres.Sql): Promise<boolean> {
  const [table] = await sql<{ name: string | null }[]>`
    select to_regclass('supabase_migrations.schema_migrations')::text as name`;
  if (!table?.name) return false;
  const [row] = await sql<{ recorded: boolean }[]>`
    select exists (select 1 from supabase_migrations.schema_migrations) as recorded`;
  return row?.recorded ?? false;
}

/**
 * `supabase db push --db-url`: every migration the database lacks, each in its own transaction, recorded as
 * production records them. `--include-all` applies one older than the newest applied (two branches' migrations
 * merged), as `supabase migration up` does locally. Answers the files it applied, from its own report.
 */
async function pushMigrations(databaseUrl: string): Promise<string[]> {
  const url = new URL(databaseUrl);
  // The local clusters have no TLS; without this the CLI would try it first and print a warning.
  if (!url.searchParams.has('sslmode')) url.searchParams.set('sslmode', 'disable');
  const { stdout, stderr } = await promisify(execFile)(
    SUPABASE_CLI,
    ['db', 'push', '--db-url', url.toString(), '--include-all', '--yes', '--workdir', PROJECT_ROOT],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return [...`${stdout}\n${stderr}`.matchAll(APPLYING)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** `sql` and `databaseUrl` reach the same database: the CLI connects by the URL, the rest through `sql`. */
export async function prepareDatabase(
  sql: postgres.Sql,
  databaseUrl: string,
  opts: PrepareDatabaseOptions,
): Promise<PrepareDatabaseResult> {
  const log = opts.log ?? (() => {});
  await runScript(sql, await readFile(BOOTSTRAP_FILE, 'utf8'));
  const freshDatabase = !(await hasMigrationHistory(sql));
  const applied = await pushMigrations(databaseUrl);
  for (const fileName of applied) log(`applied migration ${fileName}`);

  const seeded = opts.seed && freshDatabase && applied.length > 0;
  if (seeded) {
    log('seeding demo data (supabase/seed.sql)');
    await runScript(sql, await readFile(SEED_FILE, 'utf8'));
  }
  return { applied, seeded };
}

// Runs the pgTAP suite in supabase/tests/database with pg_prove, as `supabase test db` would inside Docker.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { ensureDebianPackages } from './apt.ts';

const TESTS_DIR = fileURLToPath(new URL('../../supabase/tests/database/', import.meta.url));
const PGTAP_CONTROL = '/usr/share/postgresql/15/extension/pgtap.control';

const hasPgProve = (): boolean => spawnSync('pg_prove', ['--version']).status === 0;

async function installPgTapExtension(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { prepare: false, max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(
      'create schema if not exists extensions; create extension if not exists pgtap with schema extensions;',
    );
  } finally {
    await sql.end();
  }
}

/** libpq environment for psql (which pg_prove runs), taken from a postgres:// URL. */
function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  return {
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: url.pathname.slice(1) || 'postgres',
    // pgTAP lives in `extensions`, as on Supabase, where that schema is on the search path.
    PGOPTIONS: '-c search_path=public,extensions',
  };
}

export async function runPgTap(databaseUrl: string): Promise<{ ok: boolean; output: string }> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  ensureDebianPackages(['postgresql-15-pgtap'], () => existsSync(PGTAP_CONTROL), log);
  ensureDebianPackages(['libtap-parser-sourcehandler-pgtap-perl'], hasPgProve, log);
  await installPgTapExtension(databaseUrl);

  const testFiles = readdirSync(TESTS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => `${TESTS_DIR}${name}`);
  const child = spawn('pg_prove', ['--verbose', '--failures', ...testFiles], {
    env: { ...process.env, ...libpqEnv(databaseUrl) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return { ok: exitCode === 0, output };
}

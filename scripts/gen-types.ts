// Regenerates supabase/functions/_shared/database.types.ts from the migrations: a throwaway PostgreSQL 15
// cluster, bootstrap + migrations, then `supabase gen types typescript`, then `supabase db lint`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { prepareDatabase } from '../supabase/local/db/migrate.ts';
import { ensureDebianPackages, startPgCluster } from './lib/pg-cluster.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const TYPES_FILE = join(ROOT, 'supabase/functions/_shared/database.types.ts');
const SUPABASE_CLI = join(ROOT, 'node_modules/.bin/supabase');
const PORT = 55490;

// The CLI runs outside the repository so that it connects to the given URL without reading config.toml.
function supabaseCli(args: string[]): string {
  const workdir = mkdtempSync(join(tmpdir(), 'halfwise-cli-'));
  try {
    return execFileSync(SUPABASE_CLI, args, {
      cwd: workdir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  } finally {
    rmSync(workdir, { recursive: true, force: true });
  }
}

const cluster = await startPgCluster({ port: PORT, log: console.log });
try {
  const sql = postgres(cluster.url, { prepare: false, onnotice: () => {} });
  try {
    await prepareDatabase(sql, { seed: false, log: console.log });
  } finally {
    await sql.end();
  }
  // sslmode=disable: the local cluster has no TLS, and the CLI would print its warning into the output.
  const url = `${cluster.url}?sslmode=disable`;
  const types = supabaseCli(['gen', 'types', 'typescript', `--remote=${url}`, '--schema', 'public']);
  writeFileSync(TYPES_FILE, types);
  // The file is in .prettierignore (generated); format it anyway so it reads well.
  execFileSync(
    join(ROOT, 'node_modules/.bin/prettier'),
    ['--write', '--ignore-path', '/dev/null', TYPES_FILE],
    {
      stdio: 'inherit',
    },
  );
  console.log(`wrote ${TYPES_FILE}`);

  // db lint needs the plpgsql_check extension.
  ensureDebianPackages(
    ['postgresql-15-plpgsql-check'],
    () => existsSync('/usr/share/postgresql/15/extension/plpgsql_check.control'),
    console.log,
  );
  const lint = supabaseCli([
    'db',
    'lint',
    `--remote=${url}`,
    '--schema',
    'public,private',
    '--fail-on',
    'warning',
  ]);
  console.log(lint.trim() || 'supabase db lint: no findings');
} finally {
  await cluster.stop();
}

// Regenerates supabase/functions/_shared/database.types.ts from the migrations: a throwaway PostgreSQL 15
// cluster, bootstrap + migrations, then `supabase gen types typescript`, then `supabase db lint`.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { prepareDatabase } from '../supabase/local/db/migrate.ts';
import { startPgCluster } from './lib/pg-cluster.ts';
import { lintDatabase, supabaseCli } from './lib/supabase-cli.ts';
import { ensureSystemPackages } from './lib/system-packages.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const TYPES_FILE = join(ROOT, 'supabase/functions/_shared/database.types.ts');
const PORT = 55490;

const cluster = await startPgCluster({ port: PORT, log: console.log });
try {
  const sql = postgres(cluster.url, { prepare: false, onnotice: () => {} });
  try {
    await prepareDatabase(sql, cluster.url, { seed: false, log: console.log });
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

  ensureSystemPackages(console.log);
  const lint = lintDatabase(cluster.url);
  console.log(lint.trim() || 'supabase db lint: no findings');
} finally {
  await cluster.stop();
}

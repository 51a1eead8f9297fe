import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SUPABASE_CLI = fileURLToPath(new URL('../../node_modules/.bin/supabase', import.meta.url));

/** Runs the Supabase CLI outside the repository, so that it talks to the given URL and not to config.toml. */
export function supabaseCli(args: string[]): string {
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

/** The schemas the project's own SQL lives in (`ops`: docs/operators.md). */
const LINTED_SCHEMAS = 'public,private,ops';

/** `supabase db lint` over our schemas; throws (non-zero exit) on any warning. Returns its findings text. */
export function lintDatabase(databaseUrl: string): string {
  // sslmode=disable: the local cluster has no TLS, and the CLI would print its warning into the output.
  const url = `${databaseUrl}?sslmode=disable`;
  return supabaseCli(['db', 'lint', `--remote=${url}`, '--schema', LINTED_SCHEMAS, '--fail-on', 'warning']);
}

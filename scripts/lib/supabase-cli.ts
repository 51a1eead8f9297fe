import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adviceReport, parseAdvice, type AdviceReport } from './advisors.ts';

const SUPABASE_CLI = fileURLToPath(new URL('../../node_modules/.bin/supabase', import.meta.url));

/** Runs `run` in an empty directory, so that the CLI talks to the URL it is given and not to config.toml. */
function outsideRepository<T>(run: (workdir: string) => T): T {
  const workdir = mkdtempSync(join(tmpdir(), 'halfwise-cli-'));
  try {
    return run(workdir);
  } finally {
    rmSync(workdir, { recursive: true, force: true });
  }
}

/** The schemas the project's own SQL lives in (`ops`: docs/operators.md). */
const LINTED_SCHEMAS = 'public,private,ops';

/** Runs the Supabase CLI outside the repository; throws on a non-zero exit. Returns its standard output. */
export function supabaseCli(args: string[]): string {
  return outsideRepository((cwd) =>
    execFileSync(SUPABASE_CLI, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }),
  );
}

/** `supabase db lint` over our schemas; throws (non-zero exit) on any warning. Returns its findings text. */
export function lintDatabase(databaseUrl: string): string {
  // sslmode=disable: the local cluster has no TLS, and the CLI would print its warning into the output.
  const url = `${databaseUrl}?sslmode=disable`;
  return supabaseCli(['db', 'lint', `--remote=${url}`, '--schema', LINTED_SCHEMAS, '--fail-on', 'warning']);
}

/** `supabase db advisors`, security and performance at every level: not ok on any warning or error. */
export function adviseDatabase(databaseUrl: string): AdviceReport {
  const url = `${databaseUrl}?sslmode=disable`;
  const args = ['db', 'advisors', `--remote=${url}`, '--type', 'all', '--level', 'info', '--fail-on', 'warn'];
  const result = outsideRepository((cwd) =>
    spawnSync(SUPABASE_CLI, [...args, '--output-format', 'json'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const report = adviceReport(parseAdvice(result.stdout));
  if (result.status === 0 || !report.ok) return report;
  return { ok: false, lines: [...report.lines, `supabase db advisors exited with ${result.status}`] };
}

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { listMigrationFiles } from '../supabase/local/db/migrate.ts';
import { denoBinary } from '../supabase/local/deno-functions.ts';
import { functionNames, lockDisagreements } from './lib/function-locks.ts';

/**
 * `npm run deploy:supabase [-- --dry-run] [-- --env-file <file>]`: the database, the Edge Functions and their
 * secrets to a real Supabase project with the Supabase CLI: link, db push, functions deploy, secrets set. The
 * project and credentials come from the env file (.env): SUPABASE_PROJECT_REF, SUPABASE_ACCESS_TOKEN,
 * SUPABASE_DB_PASSWORD. The secrets are the Edge Functions' variables of .env.example that the file sets. Nothing
 * is sent unless every function's deno.lock agrees with package-lock.json and Deno checks each function against its
 * lock frozen: what is deployed is what the tests ran.
 */
const root = path.resolve(import.meta.dirname, '..');
const CREDENTIALS = ['SUPABASE_PROJECT_REF', 'SUPABASE_ACCESS_TOKEN', 'SUPABASE_DB_PASSWORD'] as const;
const SECRETS_FILE = '<secrets file>';

export interface DeployPlan {
  migrations: string[];
  functions: string[];
  secrets: Record<string, string>;
  /** `deno check --frozen` of each function: fails when a deno.json and its deno.lock disagree. */
  lockChecks: string[][];
  /** Where a function's deno.json or deno.lock and package-lock.json disagree. */
  lockProblems: string[];
  commands: string[][];
  missing: string[];
}

/** The variables the Edge Functions read, as .env.example lists them, less those Supabase itself provides. */
export function functionSecretNames(envExample: string): string[] {
  const section = /^# --- Edge Functions[^\n]*\n([\s\S]*?)(?=^# ---)/m.exec(envExample)?.[1] ?? '';
  return [...section.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)]
    .map((match) => match[1] ?? '')
    .filter((name) => !name.startsWith('SUPABASE_'));
}

export async function planDeploy(envFileText: string): Promise<DeployPlan> {
  const env = parseEnv(envFileText);
  const names = functionSecretNames(readFileSync(path.join(root, '.env.example'), 'utf8'));
  const secrets = Object.fromEntries(
    names.flatMap((name) => (env[name] ? [[name, env[name]] as const] : [])),
  );
  const functions = functionNames(root);
  const ref = env.SUPABASE_PROJECT_REF ?? '<SUPABASE_PROJECT_REF>';
  return {
    migrations: (await listMigrationFiles()).map((migration) => migration.fileName),
    functions,
    secrets,
    lockChecks: functions.map((name) => {
      const dir = `supabase/functions/${name}`;
      return ['check', '--frozen', '--config', `${dir}/deno.json`, `${dir}/index.ts`];
    }),
    lockProblems: functions.flatMap((name) => lockDisagreements(root, name)),
    // Hosted changes need --yes; the CLI reads SUPABASE_ACCESS_TOKEN and SUPABASE_DB_PASSWORD itself.
    commands: [
      ['link', '--project-ref', ref],
      ['db', 'push', '--remote', '--yes'],
      ['functions', 'deploy', ...functions, '--use-api', '--yes'],
      ['secrets', 'set', '--env-file', SECRETS_FILE, '--yes'],
    ],
    missing: CREDENTIALS.filter((name) => !env[name]),
  };
}

function printPlan(plan: DeployPlan): void {
  for (const check of plan.lockChecks) console.log(`  deno ${check.join(' ')}`);
  for (const command of plan.commands) console.log(`  supabase ${command.join(' ')}`);
  for (const migration of plan.migrations) console.log(`migration ${migration}`);
  for (const name of plan.functions) console.log(`function ${name}`);
  for (const name of Object.keys(plan.secrets).sort()) console.log(`secret ${name}`);
}

async function main(args: string[]): Promise<number> {
  const dryRun = args.includes('--dry-run');
  const at = args.indexOf('--env-file');
  const fromFile = at >= 0 && args[at + 1] ? path.resolve(args[at + 1] ?? '') : path.join(root, '.env');
  const plan = await planDeploy(existsSync(fromFile) ? readFileSync(fromFile, 'utf8') : '');

  if (dryRun) {
    console.log(`Dry run: nothing is sent. With ${fromFile}, the deploy runs:`);
    printPlan(plan);
    if (plan.missing.length) console.log(`missing for a real run: ${plan.missing.join(', ')}`);
    for (const problem of plan.lockProblems) console.log(`lock problem ${problem}`);
    return 0;
  }
  if (plan.missing.length) {
    console.error(`Set ${plan.missing.join(', ')} in ${fromFile} first (see README, "Deploy").`);
    return 1;
  }
  if (plan.lockProblems.length) {
    console.error(
      `${plan.lockProblems.join('\n')}\nRun npm run lock:functions and commit the lock files first.`,
    );
    return 1;
  }
  for (const check of plan.lockChecks) {
    console.log(`\n▶ deno ${check.join(' ')}`);
    const result = spawnSync(denoBinary(), check, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) return result.status ?? 1;
  }
  const env = { ...process.env, ...parseEnv(readFileSync(fromFile, 'utf8')) };
  const secretsDir = mkdtempSync(path.join(tmpdir(), 'halfwise-secrets-'));
  const secretsFile = path.join(secretsDir, 'secrets.env');
  writeFileSync(
    secretsFile,
    Object.entries(plan.secrets)
      .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
      .join('\n'),
    { mode: 0o600 },
  );
  try {
    for (const command of plan.commands) {
      const args = command.map((arg) => (arg === SECRETS_FILE ? secretsFile : arg));
      console.log(`\n▶ supabase ${command.join(' ')}`);
      const result = spawnSync(path.join(root, 'node_modules', '.bin', 'supabase'), args, {
        cwd: root,
        env,
        stdio: 'inherit',
      });
      if (result.status !== 0) return result.status ?? 1;
    }
  } finally {
    rmSync(secretsDir, { recursive: true, force: true });
  }
  console.log(`\nDeployed: ${plan.migrations.length} migrations, functions ${plan.functions.join(', ')}.`);
  return 0;
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  process.exit(await main(process.argv.slice(2)));
}

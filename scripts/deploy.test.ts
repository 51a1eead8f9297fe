import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { functionSecretNames } from './deploy-supabase.ts';
import { netlifyRedirects } from './static-host-redirects.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'halfwise-deploy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run deploy:supabase -- --dry-run', () => {
  const envFile = path.join(dir, 'deploy.env');
  writeFileSync(
    envFile,
    [
      'SUPABASE_PROJECT_REF=abcdefghijklmnopqrst',
      'SUPABASE_ACCESS_TOKEN=sbp_test',
      'SUPABASE_DB_PASSWORD=secret',
      // Supabase provides these to every function itself: never sent.
      'SUPABASE_URL=https://abcdefghijklmnopqrst.supabase.co',
      'SUPABASE_DB_URL=postgres://elsewhere',
      // Function secrets: sent when set, skipped when empty.
      'APP_ORIGIN=https://halfwise.example',
      'ACCESS_CODE=beta',
      'STRIPE_SECRET_KEY=',
      'MAIL_API_KEY=re_test',
      // The local stack's and the tests' own variables: never sent.
      'DATABASE_URL=postgres://local',
      'APP_PORT=5173',
      'APP_URL=http://127.0.0.1:55173',
    ].join('\n'),
  );
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/deploy-supabase.ts', '--dry-run', '--env-file', envFile],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const listed = (kind: string) =>
    output
      .split('\n')
      .filter((line) => line.startsWith(`${kind} `))
      .map((line) => line.slice(kind.length + 1));

  it('lists every migration file, in order', () => {
    const files = readdirSync(path.join(ROOT, 'supabase', 'migrations'))
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(listed('migration')).toEqual(files);
  });

  it('lists every Edge Function, and not the shared code', () => {
    const functions = readdirSync(path.join(ROOT, 'supabase', 'functions'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== '_shared')
      .map((entry) => entry.name)
      .sort();
    expect(listed('function')).toEqual(functions);
    expect(functions).toContain('api');
  });

  it("sends exactly the functions' secrets that the env file sets", () => {
    expect(listed('secret')).toEqual(['ACCESS_CODE', 'APP_ORIGIN', 'MAIL_API_KEY']);
    expect(output).not.toContain('re_test'); // names only, never values
  });

  it('links the project, pushes the database, deploys the functions and sets the secrets', () => {
    expect(output).toContain('supabase link --project-ref abcdefghijklmnopqrst');
    expect(output).toContain('supabase db push --remote');
    expect(output).toContain('supabase functions deploy api ops-jobs reminders stripe-webhook');
    expect(output).toContain('supabase secrets set --env-file');
  });

  it('checks each function against its frozen deno.lock first, the locks agreeing with package-lock.json', () => {
    const first = output.indexOf('deno check --frozen --config supabase/functions/api/deno.json');
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThan(output.indexOf('supabase link'));
    expect(output).toContain('deno check --frozen --config supabase/functions/reminders/deno.json');
    expect(listed('lock problem')).toEqual([]);
  });

  it("takes the functions' variables from .env.example, less what Supabase provides", () => {
    const names = functionSecretNames(readFileSync(path.join(ROOT, '.env.example'), 'utf8'));
    expect(names).toEqual(expect.arrayContaining(['APP_ORIGIN', 'ACCESS_CODE', 'STRIPE_SECRET_KEY']));
    expect(names.filter((name) => name.startsWith('SUPABASE_'))).toEqual([]);
    expect(names).not.toContain('DATABASE_URL');
  });
});

describe('the static host (netlify.toml)', () => {
  it('publishes the SPA build with the rules of scripts/static-host-redirects.ts', () => {
    const toml = readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8');
    expect(toml).toMatch(/^\s*publish = "dist"$/m);
    expect(toml).toMatch(/^\s*command = "npm run build:netlify"$/m);
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts['build:netlify']).toBe('vite build && tsx scripts/static-host-redirects.ts');
  });

  it('rewrites /api/* to the functions URL, then serves the SPA for every other path', () => {
    const rules = netlifyRedirects('https://abcdefghijklmnopqrst.supabase.co').trim().split('\n');
    expect(rules).toEqual([
      '/api/*  https://abcdefghijklmnopqrst.supabase.co/functions/v1/api/:splat  200!',
      '/*  /index.html  200',
    ]);
  });

  it('writes the rules into the build', () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/static-host-redirects.ts', dir], {
      cwd: ROOT,
      env: { ...process.env, SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co/' },
    });
    expect(readFileSync(path.join(dir, '_redirects'), 'utf8')).toBe(
      netlifyRedirects('https://abcdefghijklmnopqrst.supabase.co'),
    );
  });
});

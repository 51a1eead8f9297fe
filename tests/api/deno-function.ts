// Starts an Edge Function under Deno itself, as Supabase's edge runtime would, on a free loopback port; stopped
// after the file's tests.
import { fakeClockVariables } from '../../scripts/lib/fake-clock.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ACCESS_CODE, DATABASE_URL, GATEWAY_URL } from './support.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Serves `supabase/functions/<name>` under Deno until the file ends; `ready` is a path that answers once up. */
export function useDenoFunction(
  name: string,
  ready: string,
  env: Record<string, string> = {},
): { readonly url: string } {
  let deno: ChildProcess | undefined;
  let baseUrl = '';
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const child = spawn(
      path.join(projectRoot, 'node_modules/.bin/deno'),
      [
        'run',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--config',
        `supabase/functions/${name}/deno.json`,
        `supabase/functions/${name}/index.ts`,
      ],
      {
        cwd: projectRoot,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          ...fakeClockVariables(),
          DENO_NO_UPDATE_CHECK: '1',
          PORT: String(port),
          SUPABASE_URL: GATEWAY_URL,
          SUPABASE_ANON_KEY: 'local-anon-key',
          SUPABASE_DB_URL: DATABASE_URL,
          DB_POOL_MAX: '1',
          APP_ORIGIN: 'http://127.0.0.1:5173',
          ACCESS_CODE,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    deno = child;
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        await fetch(`${baseUrl}${ready}`, { method: 'POST' });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    throw new Error(`Deno did not start serving the ${name} function:\n${output}`);
  });

  afterAll(async () => {
    if (deno && deno.exitCode === null) {
      const exited = new Promise((resolve) => deno?.once('exit', resolve));
      deno.kill('SIGTERM');
      await exited;
    }
  });

  return {
    get url() {
      return baseUrl;
    },
  };
}

// Starts the `api` function under Deno itself, as Supabase's edge runtime would, and calls /api/health.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let deno: ChildProcess;
let baseUrl: string;
let output = '';

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  deno = spawn(
    path.join(projectRoot, 'node_modules/.bin/deno'),
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--config',
      'supabase/functions/api/deno.json',
      'supabase/functions/api/index.ts',
    ],
    {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DENO_NO_UPDATE_CHECK: '1',
        PORT: String(port),
        SUPABASE_URL: GATEWAY_URL,
        SUPABASE_ANON_KEY: 'local-anon-key',
        SUPABASE_DB_URL: DATABASE_URL,
        DB_POOL_MAX: '1',
        APP_ORIGIN: 'http://127.0.0.1:5173',
        ACCESS_CODE,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  deno.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  deno.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline && deno.exitCode === null) {
    try {
      await fetch(`${baseUrl}/api/health`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`Deno did not start serving the api function:\n${output}`);
});

afterAll(async () => {
  if (deno && deno.exitCode === null) {
    const exited = new Promise((resolve) => deno.once('exit', resolve));
    deno.kill('SIGTERM');
    await exited;
  }
});

describe('the api function under Deno', () => {
  it('answers /api/health from the database', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await fetch(`${baseUrl}/api/nowhere`);
    expect([response.status, await response.json()]).toEqual([404, { message: 'Not found' }]);
  });
});

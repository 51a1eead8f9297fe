// Under Deno, as on Supabase's edge runtime: an error thrown from a timer callback, where no request's
// try/catch can reach it, is logged and the process goes on. Without the safety net Deno exits at once.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const script = `
  import { installSafetyNet } from './supabase/functions/_shared/safety-net.ts';
  installSafetyNet((line) => console.log(line.split('\\n')[0]));
  setTimeout(() => { throw new TypeError("Cannot read properties of null (reading 'write')"); }, 0);
  setTimeout(() => { Promise.reject(new Error('nobody awaited this')); }, 5);
  setTimeout(() => console.log('still serving'), 20);
`;

it('logs an uncaught error and an unhandled rejection and keeps the Deno process running', () => {
  const result = spawnSync(path.join(projectRoot, 'node_modules/.bin/deno'), ['eval', '--ext=ts', script], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.stdout.split('\n').filter(Boolean)).toEqual([
    "uncaught error, still serving: TypeError: Cannot read properties of null (reading 'write')",
    'unhandled rejection, still serving: Error: nobody awaited this',
    'still serving',
  ]);
  expect(result.status).toBe(0);
});

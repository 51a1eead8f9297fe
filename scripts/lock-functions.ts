// `npm run lock:functions`, after package-lock.json changes: each Edge Function's deno.json imports at the
// versions npm installed, and its deno.lock made again from them (docs/testing.md, "The functions' lock files").
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { denoBinary } from '../supabase/local/deno-functions.ts';
import { functionNames, lockDisagreements, pinnedConfig } from './lib/function-locks.ts';
import { runCommand } from './lib/run-command.ts';

const root = path.resolve(import.meta.dirname, '..');
let failed = false;
for (const name of functionNames(root)) {
  const dir = path.join('supabase', 'functions', name);
  writeFileSync(path.join(root, dir, 'deno.json'), pinnedConfig(root, name));
  const args = [
    'install',
    '--frozen=false',
    '--config',
    `${dir}/deno.json`,
    '--entrypoint',
    `${dir}/index.ts`,
  ];
  const code = await runCommand(denoBinary(), args, { cwd: root });
  // It also installs the packages into a node_modules of the function's own, which Deno would then prefer to the
  // project's: only the lock is wanted.
  rmSync(path.join(root, dir, 'node_modules'), { recursive: true, force: true });
  const problems = code === 0 ? lockDisagreements(root, name) : [`deno install exited ${code}`];
  for (const problem of problems) console.error(problem);
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);

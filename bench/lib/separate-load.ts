import { execFile } from 'node:child_process';
import path from 'node:path';
import type { LoadFigures } from './latency.ts';
import type { LoadSpec } from './load-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** measureLoad in a child process (bench/lib/load-process.ts): the bench's own process stays idle meanwhile. */
export function measureLoadInOwnProcess(spec: LoadSpec): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'bench/lib/load-process.ts', JSON.stringify(spec)],
      { cwd: ROOT, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`the load process failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '') as LoadFigures);
      },
    );
  });
}

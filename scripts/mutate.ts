// `npm run mutate`: Stryker over the core, src/domain, src/lib and every feature's model/, api/ and hooks/
// (stryker.config.mjs), then the score of each folder against its target. Extra arguments go to Stryker
// (e.g. `npm run mutate -- --mutate 'src/domain/**/*.ts,!src/domain/**/*.test.ts'` for one folder).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runCommand } from './lib/run-command.ts';
import { folderScores, scoreLine, type MutationReport } from './lib/mutation-scores.ts';

const root = path.resolve(import.meta.dirname, '..');
const reportFile = path.join(root, '.local', 'mutation', 'report.json');
// A report left from an earlier run must never be read as this run's.
rmSync(reportFile, { force: true });
const code = await runCommand(
  path.join(root, 'node_modules', '.bin', 'stryker'),
  ['run', ...process.argv.slice(2)],
  {
    cwd: root,
  },
);
// Stryker failed before it wrote a report: its own output says why.
if (!existsSync(reportFile)) process.exit(code || 1);
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as MutationReport;
console.log('\nMutation score per folder (killed or timed out, of the valid mutants):');
for (const score of folderScores(report, root)) console.log(`  ${scoreLine(score)}`);
console.log(`\nFull report: ${path.join('.local', 'mutation', 'report.html')}`);
process.exit(code);

import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Where a failed journey leaves its screenshots (and its trace, with E2E_TRACE=1): one folder per run. */
export const JOURNEY_EVIDENCE_DIR = path.resolve(import.meta.dirname, '../../test-results/e2e');

// Runs of anything else become one '-', so '--' never occurs inside a slug and can separate the parts.
const slug = (text: string, length = 90) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, length)
    .replace(/^-|-$/g, '');

/**
 * The name a failed journey's files start with: its test file and its full name (the describe blocks' names
 * and its own, joined by spaces, as Vitest's JSON report gives it), so the summary can find them again.
 */
export function evidenceStem(testFile: string, fullName: string): string {
  return `${slug(path.basename(testFile).replace(/\.test\.tsx?$/, ''))}--${slug(fullName)}`;
}

/** The files in `dir` kept for the journey named by `stem` (`<stem>--<what>`), as paths relative to `root`. */
export function evidenceFiles(dir: string, root: string, stem: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(`${stem}--`))
    .sort()
    .map((name) => path.relative(root, path.join(dir, name)));
}

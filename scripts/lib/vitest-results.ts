import { readFileSync } from 'node:fs';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export const NO_TESTS: TestCounts = { passed: 0, failed: 0, skipped: 0 };

/** Reads the counts from a Vitest JSON report (the Jest-compatible shape). */
export function readVitestCounts(file: string): TestCounts {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return NO_TESTS;
  }
}

/** Reads pg_prove's closing summary ("Files=3, Tests=42, ..." and "Result: PASS"). */
export function readPgProveCounts(output: string, ok: boolean): TestCounts {
  const total = Number(/Tests=(\d+)/.exec(output)?.[1] ?? 0);
  const failedMatch = /Failed (\d+)\/\d+ subtests/g;
  let failed = 0;
  for (const match of output.matchAll(failedMatch)) failed += Number(match[1]);
  if (!ok && failed === 0) failed = 1;
  return { passed: Math.max(total - failed, 0), failed, skipped: 0 };
}

export function addCounts(a: TestCounts, b: TestCounts): TestCounts {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

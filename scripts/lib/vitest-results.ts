import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export const NO_TESTS: TestCounts = { passed: 0, failed: 0, skipped: 0 };

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as VitestReport;

/** Reads the counts from a Vitest JSON report (the Jest-compatible shape). */
export function readVitestCounts(file: string): TestCounts {
  try {
    const report = readReport(file);
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return NO_TESTS;
  }
}

/**
 * One line per failed test (or per file that failed before its tests ran): where, what, and the first line of
 * why. The summary repeats them so a long run's failure is named in its last lines.
 */
export function readVitestFailures(file: string, root: string): string[] {
  let report: VitestReport;
  try {
    report = readReport(file);
  } catch {
    return [];
  }
  const firstLine = (text = '') => text.trim().split('\n')[0]?.slice(0, 200) ?? '';
  const lines: string[] = [];
  for (const suite of report.testResults ?? []) {
    const where = path.relative(root, suite.name);
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      lines.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && suite.message) lines.push(`${where}: ${firstLine(suite.message)}`);
  }
  return lines;
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

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evidenceFiles, evidenceStem } from './journey-evidence.ts';

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

export interface Failure {
  /** Where, what, and the first line of why. */
  what: string;
  /** The screenshots and trace a failed journey left (relative to the root), to open first. */
  evidence: string[];
}

export interface VitestFindings {
  /** One per failed test (or per file that failed before its tests ran). */
  failures: Failure[];
  /** Tests that failed once and passed on their retry: named, so a flaky journey never hides. */
  flaky: string[];
}

/**
 * What the summary repeats of a report, so a long run's failure is named in its last lines, with the files a
 * failed journey left in `evidenceDir` (journey-evidence.ts).
 */
export function readVitestFindings(file: string, root: string, evidenceDir?: string): VitestFindings {
  const findings: VitestFindings = { failures: [], flaky: [] };
  let report: VitestReport;
  try {
    report = readReport(file);
  } catch {
    return findings;
  }
  const firstLine = (text = '') => text.trim().split('\n')[0]?.slice(0, 200) ?? '';
  for (const suite of report.testResults ?? []) {
    const where = path.relative(root, suite.name);
    const tests = suite.assertionResults ?? [];
    for (const test of tests) {
      const why = `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`;
      if (test.status === 'failed') {
        const stem = evidenceStem(suite.name, test.fullName);
        findings.failures.push({
          what: why,
          evidence: evidenceDir ? evidenceFiles(evidenceDir, root, stem) : [],
        });
      }
      // A passed test keeps the errors of the attempts before it.
      else if (test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0) findings.flaky.push(why);
    }
    if (!tests.some((test) => test.status === 'failed') && suite.message)
      findings.failures.push({ what: `${where}: ${firstLine(suite.message)}`, evidence: [] });
  }
  return findings;
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

import { addCounts, NO_TESTS, type TestCounts, type VitestFindings } from './vitest-results.ts';

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  counts: TestCounts;
  findings: VitestFindings;
}

/** npm test's closing lines: a line per step, each failure under its step with the files it left, totals. */
export function summaryLines(results: readonly StepResult[]): string[] {
  const lines = ['', 'Summary'];
  for (const result of results) {
    const counts =
      result.counts === NO_TESTS ? '' : `  ${result.counts.passed} passed, ${result.counts.failed} failed`;
    lines.push(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(1)} s)${counts}`);
    for (const failure of result.findings.failures) {
      lines.push(`         ✗ ${failure.what}`);
      for (const file of failure.evidence) lines.push(`           see ${file}`);
    }
    for (const flaky of result.findings.flaky) lines.push(`         ! passed only on its retry: ${flaky}`);
  }
  const failedSteps = results.filter((result) => !result.ok).length;
  lines.push('', `steps: ${results.length - failedSteps} passed, ${failedSteps} failed`);
  const total = results.reduce((sum, result) => addCounts(sum, result.counts), NO_TESTS);
  // A failed step that counted no failing test (a type error, a stack that would not start) still counts once.
  const uncountedFailures = results.filter((result) => !result.ok && result.counts.failed === 0).length;
  lines.push(`${total.passed} passed, ${total.failed + uncountedFailures} failed, ${total.skipped} skipped`);
  return lines;
}

import { describe, expect, it } from 'vitest';
import { summaryLines, type StepResult } from './test-summary.ts';
import { NO_TESTS } from './vitest-results.ts';

const clean = { failures: [], flaky: [] };

describe('summaryLines', () => {
  const results: StepResult[] = [
    { name: 'typecheck (tsc)', ok: true, seconds: 12.34, counts: NO_TESTS, findings: clean },
    {
      name: 'browser journeys',
      ok: false,
      seconds: 600,
      counts: { passed: 169, failed: 1, skipped: 0 },
      findings: {
        failures: [
          {
            what: 'e2e/goals.test.ts › adds a goal: TimeoutError',
            evidence: [
              'test-results/e2e/goals--adds-a-goal--page-1.png',
              'test-results/e2e/goals--adds-a-goal--page.trace.zip',
            ],
          },
        ],
        flaky: [],
      },
    },
    { name: 'deno check', ok: false, seconds: 3, counts: NO_TESTS, findings: clean },
  ];

  it("names each failed journey's screenshot and trace under it", () => {
    expect(summaryLines(results)).toEqual([
      '',
      'Summary',
      '  ok   typecheck (tsc) (12.3 s)',
      '  FAIL browser journeys (600.0 s)  169 passed, 1 failed',
      '         ✗ e2e/goals.test.ts › adds a goal: TimeoutError',
      '           see test-results/e2e/goals--adds-a-goal--page-1.png',
      '           see test-results/e2e/goals--adds-a-goal--page.trace.zip',
      '  FAIL deno check (3.0 s)',
      '',
      'steps: 1 passed, 2 failed',
      // The step that failed without counting a test counts once.
      '169 passed, 2 failed, 0 skipped',
    ]);
  });
});

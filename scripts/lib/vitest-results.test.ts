import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readVitestCounts, readVitestFindings } from './vitest-results.ts';

function report(testResults: unknown[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'vitest-results-')), 'report.json');
  writeFileSync(
    file,
    JSON.stringify({
      numPassedTests: 2,
      numFailedTests: 1,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults,
    }),
  );
  return file;
}

describe('readVitestFindings', () => {
  const root = '/repo';
  const file = report([
    {
      name: '/repo/e2e/a.test.ts',
      message: '',
      assertionResults: [
        { fullName: 'steady', status: 'passed', failureMessages: [] },
        { fullName: 'wobbly', status: 'passed', failureMessages: ['TimeoutError: waited 30000ms\n  at x'] },
        { fullName: 'broken', status: 'failed', failureMessages: ['AssertionError: 1 !== 2\n  at y'] },
      ],
    },
    { name: '/repo/e2e/b.test.ts', message: 'SyntaxError: nope', assertionResults: [] },
  ]);

  it('names each failed test and each file that failed before its tests ran, with the first line of why', () => {
    expect(readVitestFindings(file, root).failures).toEqual([
      { what: 'e2e/a.test.ts › broken: AssertionError: 1 !== 2', evidence: [] },
      { what: 'e2e/b.test.ts: SyntaxError: nope', evidence: [] },
    ]);
  });

  it("names the screenshots and trace a failed journey left, and no other journey's", () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'repo-'));
    const dir = path.join(repo, 'test-results', 'e2e');
    mkdirSync(dir, { recursive: true });
    for (const name of [
      'a--broken--page-1.png',
      'a--broken--phone-1.png',
      'a--broken--page.trace.zip',
      'a--broken-too--page-1.png',
      'b--broken--page-1.png',
    ])
      writeFileSync(path.join(dir, name), '');
    const withEvidence = report([
      {
        name: path.join(repo, 'e2e/a.test.ts'),
        assertionResults: [{ fullName: 'Broken!', status: 'failed', failureMessages: ['Error: x'] }],
      },
    ]);
    expect(readVitestFindings(withEvidence, repo, dir).failures).toEqual([
      {
        what: 'e2e/a.test.ts › Broken!: Error: x',
        evidence: [
          'test-results/e2e/a--broken--page-1.png',
          'test-results/e2e/a--broken--page.trace.zip',
          'test-results/e2e/a--broken--phone-1.png',
        ],
      },
    ]);
  });

  it('names a test that passed only on its retry', () => {
    expect(readVitestFindings(file, root).flaky).toEqual([
      'e2e/a.test.ts › wobbly: TimeoutError: waited 30000ms',
    ]);
  });

  it('finds nothing in a report that is missing', () => {
    expect(readVitestFindings('/nowhere/report.json', root)).toEqual({ failures: [], flaky: [] });
    expect(readVitestCounts(file)).toEqual({ passed: 2, failed: 1, skipped: 0 });
  });
});

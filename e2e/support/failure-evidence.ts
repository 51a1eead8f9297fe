import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { TestContext } from 'vitest';
import { evidenceStem, JOURNEY_EVIDENCE_DIR } from '../../scripts/lib/journey-evidence.ts';

/** E2E_TRACE=1 records a Playwright trace of every journey and keeps it for the ones that fail. */
const TRACING = process.env.E2E_TRACE === '1';

type Task = TestContext['task'];

function fullName(task: Task): string {
  // As Vitest's JSON report names a test: its describe blocks' names, then its own.
  const names = [task.name];
  for (let suite = task.suite; suite; suite = suite.suite) names.unshift(suite.name);
  return names.join(' ');
}

export async function startEvidence(context: BrowserContext): Promise<void> {
  if (TRACING) await context.tracing.start({ screenshots: true, snapshots: true });
}

/**
 * Before a journey's browser context closes: when the journey failed, a screenshot of each of its pages as
 * they were (`test-results/e2e/<file>--<test>--<label>-<n>.png`) and, when tracing, the trace
 * (`…--<label>.trace.zip`, open it with `npx playwright-core show-trace <file>`). npm test's summary names them.
 */
export async function keepEvidence(task: Task, context: BrowserContext, label: string): Promise<void> {
  const failed = task.result?.state === 'fail';
  if (!failed) {
    if (TRACING) await context.tracing.stop().catch(() => undefined);
    return;
  }
  await mkdir(JOURNEY_EVIDENCE_DIR, { recursive: true });
  const stem = path.join(
    JOURNEY_EVIDENCE_DIR,
    `${evidenceStem(task.file.filepath, fullName(task))}--${label}`,
  );
  const pages = context.pages();
  for (const [index, page] of pages.entries()) {
    await page
      .screenshot({ path: `${stem}-${index + 1}.png`, fullPage: true, timeout: 10_000 })
      .catch((error: unknown) => console.error(`No screenshot of page ${index + 1}: ${String(error)}`));
  }
  if (TRACING) await context.tracing.stop({ path: `${stem}.trace.zip` }).catch(() => undefined);
}

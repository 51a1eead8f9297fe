import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { SCREENSHOT_WIDTHS } from './browser.ts';

/** The WCAG 2.1 A and AA rules, and axe's best practices (one h1, unique landmarks, content in landmarks…). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

let axeSource: Promise<string> | undefined;

function loadAxeSource(): Promise<string> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** Runs axe-core in the page (injected through the DevTools protocol, so no page policy can refuse it). */
export async function axeViolations(page: Page): Promise<Result[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(await loadAxeSource());
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    [...AXE_TAGS],
  );
  return results.violations;
}

/** One line per violation: rule id, impact, help text, and the selectors of the elements at fault. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map(
        (node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      );
      return [`  ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}`, ...targets].join(
        '\n',
      );
    })
    .join('\n');
}

/** Prints the number of WCAG 2.1 A/AA and best-practice violations on the page as it is now and fails when there is any. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  const width = page.viewportSize()?.width ?? 0;
  console.log(`axe ${label} @ ${width}px: ${violations.length} violations`);
  if (violations.length > 0) {
    throw new Error(
      `axe found ${violations.length} violations on ${label} at ${width}px:\n${describeViolations(violations)}`,
    );
  }
}

/** The same check at the phone and the desktop width; the viewport is put back afterwards. */
export async function expectNoAxeViolationsAtBothWidths(page: Page, label: string): Promise<void> {
  const original = page.viewportSize();
  try {
    for (const width of SCREENSHOT_WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await expectNoAxeViolations(page, label);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

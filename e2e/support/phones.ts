// The smallest phones (issue 45, "Small screens" and "No dead ends"): the journeys of e2e/small-screens.test.ts
// and e2e/dead-ends.test.ts look at each screen at 375 and 320 px wide, and at 320×568.
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe.ts';
import { saveScreenshots } from './browser.ts';

/** The two phone widths every screen of these journeys is judged at. */
export const PHONE_WIDTHS = [375, 320] as const;

/** The smallest phone still sold with a browser: an iPhone SE (1st generation). */
export const SMALLEST_PHONE = { width: 320, height: 568 } as const;

/** axe on the page at each phone width; the viewport is put back afterwards. */
export async function expectNoAxeViolationsOnPhones(page: Page, label: string): Promise<void> {
  const original = page.viewportSize();
  try {
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 812 });
      await expectNoAxeViolations(page, label);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

/** `screenshots/<name>-<width>.png` of the viewport at each phone width. */
export function savePhoneScreenshots(page: Page, name: string): Promise<void> {
  return saveScreenshots(page, name, { widths: PHONE_WIDTHS, fullPage: false });
}

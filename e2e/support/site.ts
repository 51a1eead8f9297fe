import type { Page } from 'playwright-core';
import { openWithAccess } from './browser.ts';

/** The landing page's h1 and h2 headings, in the spec's order. */
export const LANDING_HEADINGS = [
  'Easy, Fun Budgeting.',
  'Budgeting that fits in a coffee break',
  'Three buckets. Two paychecks. One calm month.',
  'A fraction of the price, none of the busywork',
  'One plan. One small price.',
  'Your money stays your business',
  'Questions, answered',
  'Ready to enjoy budgeting?',
];

/** The visible text of the page's headings matching `selector`, in document order. */
export function headingTexts(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((element) => element instanceof HTMLElement && element.offsetParent !== null)
        .map((element) => (element.textContent ?? '').trim()),
    );
}

/** Opens the landing page (as a visitor past the beta gate) and waits for its hero. */
export async function openLanding(page: Page, pathname = '/'): Promise<void> {
  await openWithAccess(page, pathname);
  await page.getByRole('heading', { level: 1, name: 'Easy, Fun Budgeting.' }).waitFor();
}

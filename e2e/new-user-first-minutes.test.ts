import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { monthName } from '../src/domain/month.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { GOOD_CARD, submitTestCard } from './support/billing.ts';
import { addItemInHalf, addMonths, currentMonthKey } from './support/budget.ts';
import { submitSignupForm } from './support/account.ts';
import { uniqueEmail } from './support/env.ts';

const session = useBrowser();

const COPY_FAILED =
  "Unable to copy previous month's budget. You may need to create your first budget manually.";

async function isInViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y >= 0 && box.y + box.height <= viewport.height;
}

it(
  'a brand-new account lands on its first month with the mid-month hint, also beside a failed copy',
  { timeout: 90_000 },
  async () => {
    const { page } = session;
    await openWithAccess(page, '/signup');
    await submitSignupForm(page, uniqueEmail('first-minutes'));
    await page.waitForURL('**/payment');
    await submitTestCard(page, GOOD_CARD, 'Start 7-Day Free Trial');
    await page.getByRole('button', { name: 'Start Budgeting Now' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const hint = page.getByRole('heading', { name: 'Starting mid-month?' });
    await hint.waitFor();
    await page.getByText('Bank balance tip:').waitFor();
    await saveScreenshots(page, 'new-user-first-month');

    const month = currentMonthKey();
    await page.getByRole('button', { name: `Copy ${monthName(addMonths(month, -1))}'s Budget` }).click();
    const failure = page.getByText(COPY_FAILED);
    await failure.waitFor();
    // The way to "create your first budget manually" is in view the moment the message appears, once.
    await expect.poll(() => hint.count()).toBe(1);
    await expect.poll(() => isInViewport(page, failure)).toBe(true);
    await expect.poll(() => isInViewport(page, hint)).toBe(true);
    await saveScreenshots(page, 'new-user-copy-failed', { fullPage: false });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await expect.poll(() => isInViewport(page, failure)).toBe(true);
      await expect.poll(() => isInViewport(page, hint)).toBe(true);
    }

    // Following the hint's own advice adds income, and the first saved item ends the new-user state.
    await addItemInHalf(page, 'early', { name: 'Starting cash', dollars: 500, expectKind: 'Income' });
    await hint.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('Halfwise-newUser'))).toBeNull();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('Halfwise-budgetAdjusted')))
      .toBe('true');
  },
);

it('the older signup form also starts the new-user state', async () => {
  const { page } = session;
  await openWithAccess(page, '/signup/quick');
  await submitSignupForm(page, uniqueEmail('quick-new'), { quick: true });
  await page.waitForURL('**/payment');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('Halfwise-newUser'))).toBe('true');
});

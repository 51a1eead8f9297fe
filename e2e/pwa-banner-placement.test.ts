import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { addMonths, currentMonthKey, seedItems } from './support/budget.ts';
import { signUpWithCard } from './support/api.ts';

const session = useBrowser();

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on screen`);
  return box;
}

/** The controls a person needs at the top and bottom of the budget screen. */
function budgetControls(page: Page): Locator[] {
  return [
    page.getByRole('banner'),
    page.getByRole('navigation', { name: 'Main' }),
    page.getByRole('navigation', { name: 'Months' }),
    page.getByRole('toolbar', { name: 'Budget actions' }),
  ];
}

it('the install banner covers no header, navigation or control, and toasts never overlap it', async () => {
  const user = await signUpWithCard('banner-place');
  const month = currentMonthKey();
  const item = { kind: 'expense', name: 'Rent', dollars: 900, day: '01/03/2026' } as const;
  await seedItems(user, month, [item]);
  await seedItems(user, addMonths(month, 1), [item]);
  const { page } = session;
  await openWithAccess(page, '/', user, { showInstallBanner: true });
  const banner = page.getByRole('complementary', { name: 'Install Halfwise' });
  await banner.waitFor();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const bannerBox = await boxOf(banner);
    for (const control of budgetControls(page)) {
      expect(overlaps(bannerBox, await boxOf(control)), `${control.toString()} at ${width} px`).toBe(false);
    }
  }
  await saveScreenshots(page, 'pwa-banner-budget', { fullPage: false });

  // A refused copy (next month already has items) shows a destructive toast while the banner is up.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'COPY BUDGET', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copy Budget' }).click();
  const toast = page.getByRole('alert').filter({ hasText: /./ }).last();
  await toast.waitFor();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    expect(overlaps(await boxOf(banner), await boxOf(toast)), `toast over banner at ${width} px`).toBe(false);
  }
  await saveScreenshots(page, 'pwa-banner-toast', { fullPage: false });
});

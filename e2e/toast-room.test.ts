// Toasts and tips never cover what the person needs: an undo toast after a change at the end of the month leaves
// the verdict, the section totals and the action bar in view; a tip opens in view wherever the change was; a top
// toast stays under the header's Login and Get Started.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { UNDO_LABELS } from '../src/domain/undo-text.ts';
import { TIP_TEXTS } from '../src/features/budget/model/tip-rules.ts';
import { signUpWithCard } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { addItemInHalf, openWithNextMonth } from './support/budget.ts';
import { ACCESS_CODE } from './support/env.ts';

const session = useBrowser();

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether `toast` lies over any of `things` (each must be on screen). */
async function covers(toast: Locator, things: Locator[]): Promise<string[]> {
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast is not on screen');
  const covered: string[] = [];
  for (const thing of things) {
    for (const each of await thing.all()) {
      const other = await each.boundingBox();
      if (other && overlaps(box, other)) covered.push((await each.textContent()) ?? '');
    }
  }
  return covered;
}

const inView = (page: Page, locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight && box.height > 0;
  });

const BILLS = [
  { kind: 'income' as const, name: 'Paycheck 1', dollars: 2000, day: '1' },
  { kind: 'expense' as const, name: 'Rent', dollars: 1200, day: '3' },
  { kind: 'income' as const, name: 'Paycheck 2', dollars: 2000, day: '15' },
  { kind: 'expense' as const, name: 'Phone', dollars: 50, day: '20' },
  { kind: 'expense' as const, name: 'Car insurance', dollars: 140, day: '25' },
];

it.each([375, 1280])(
  'at %d px an undo toast at the end of the month covers no verdict, total or control, and a tip opens in view',
  async (width) => {
    const user = await signUpWithCard(`toast-room-${width}`);
    const { page } = session;
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await openWithNextMonth(page, user, BILLS, [{ kind: 'expense', name: 'Rent', dollars: 1200, day: '3' }]);
    const verdict = page.getByRole('status').filter({ hasText: /^(Covered|Short by)/ });
    await verdict.waitFor();

    // At the end of the month, the last bill is ticked.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    await page.getByRole('checkbox', { name: /Car insurance/ }).check();
    const toast = page
      .getByRole('status')
      .filter({ hasText: UNDO_LABELS.ticked('Car insurance', 'Paid', true) });
    await toast.waitFor();
    const totals = page.locator('p').filter({ hasText: /^(Balance on the 15th|Month-end balance)/ });
    const bar = page.getByRole('toolbar', { name: 'Budget actions' }).getByRole('button');
    await expect.poll(() => covers(toast, [verdict, totals, bar])).toEqual([]);
    await expect.poll(() => inView(page, verdict)).toBe(true);
    await saveScreenshots(page, `toast-room-undo-${width}`, { fullPage: false, widths: [width] });
    await expectNoAxeViolations(page, 'budget with an undo toast at the end of the month');

    // A Spending item added in the late half, far below the month's top: its tip is in view.
    await addItemInHalf(page, 'late', { name: 'Spending money', dollars: 200, expectKind: 'Expense' });
    const tip = page.getByRole('status').filter({ hasText: TIP_TEXTS.spending.title }).filter({
      hasText: TIP_TEXTS.spending.body,
    });
    await tip.waitFor();
    await expect.poll(() => inView(page, tip)).toBe(true);
    // The tick's toast, replaced by the add's, has faded out.
    await toast.waitFor({ state: 'detached' });
    await saveScreenshots(page, `toast-room-tip-${width}`, { fullPage: false, widths: [width] });
    await expectNoAxeViolations(page, 'budget with a tip');
  },
);

it.each([375, 1280])('at %d px a top toast stays under the header’s Login and Get Started', async (width) => {
  const { page } = session;
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.goto('/robots.txt');
  await page.evaluate(() => sessionStorage.setItem('Halfwise-installPromptDismissed', 'true'));
  await page.goto('/');
  await page.getByLabel('Access Code').fill(ACCESS_CODE);
  await page.getByLabel('Access Code').press('Enter');
  const toast = page.getByRole('status').filter({ hasText: 'Access Granted' });
  await toast.waitFor();
  const header = page
    .getByRole('navigation', { name: 'Account' })
    .filter({ visible: true })
    .getByRole('link');
  await header.first().waitFor();
  await expect.poll(() => covers(toast, [header])).toEqual([]);
  await saveScreenshots(page, `toast-room-top-${width}`, { fullPage: false, widths: [width] });
});

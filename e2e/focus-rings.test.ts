// Every focus ring on the signed-in screens is whole: none is cut by the card it sits in or by the screen's side
// (WCAG 2.4.7 and 2.4.11), at the phone and the desktop width.
import { expect, it } from 'vitest';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { currentMonthKey, openBudget, seedItems } from './support/budget.ts';
import { signUpWithCard } from './support/api.ts';
import { clippedFocusRings } from './support/focus.ts';

const session = useBrowser();

it.each([375, 1280])(
  'tabbing through the budget, goals and settings at %d px shows every ring whole',
  async (width) => {
    const user = await signUpWithCard(`focus-${width}`);
    await seedItems(user, currentMonthKey(), [
      { kind: 'income', name: 'Paycheck 1', dollars: 2000, day: '1' },
      { kind: 'expense', name: 'Rent', dollars: 1200, day: '3' },
      { kind: 'expense', name: 'Phone', dollars: 50, day: '20' },
    ]);
    const { page } = session;
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await openBudget(page, user);
    await page.getByRole('button', { name: 'Edit name: Rent' }).waitFor();
    await expect.poll(() => clippedFocusRings(page)).toEqual([]);
    const addItem = page.getByRole('button', { name: /^Add item to the 1st/ });
    await addItem.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await saveScreenshots(page, `focus-ring-add-item-${width}`, {
      fullPage: false,
      widths: [width],
      scrollTo: addItem,
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals' }).click();
    await page.getByRole('heading', { name: 'Future Goals' }).waitFor();
    await expect.poll(() => clippedFocusRings(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expect.poll(() => clippedFocusRings(page, 120)).toEqual([]);
  },
);

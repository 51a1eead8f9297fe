import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { GOALS_COVERED_HINT, monthlySavingHint } from '../src/domain/goals.ts';
import { callApi, signUpWithCard } from './support/api.ts';
import { SCREENSHOT_WIDTHS, saveScreenshots, screenshotPath, useBrowser } from './support/browser.ts';
import {
  balanceText,
  budgetIdFor,
  currentMonthKey,
  monthHalf,
  openBudget,
  openSeededBudget,
} from './support/budget.ts';
import { createGoalViaApi, openGoalsScreen, userWithGoal } from './support/goals.ts';
import { hiddenMoneyFigures } from './support/layout.ts';
import { openLanding } from './support/site.ts';

const session = useBrowser();

/** Cells of the landing page's comparison table whose content is wider than the cell. */
function overflowingCells(page: Page): Promise<string[]> {
  return page
    .locator('#compare table')
    .locator('th, td')
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent ?? ''),
    );
}

/** Whether the text `name` is drawn within 30 px (vertically) of `y`: the dragged row follows the pointer. */
function textDrawnNear(page: Page, name: string, y: number): Promise<boolean> {
  return page.evaluate(
    ({ name, y }) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() !== name) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.height > 0 && Math.abs(rect.top + rect.height / 2 - y) <= 30) return true;
      }
      return false;
    },
    { name, y },
  );
}

/** Presses the handle named `handleName` with the mouse and moves to the middle of `target`, still held. */
async function holdDragOver(page: Page, handleName: string, target: ReturnType<Page['locator']>) {
  const handle = await page.getByRole('button', { name: handleName, exact: true }).boundingBox();
  const box = await target.boundingBox();
  if (!handle || !box) throw new Error(`cannot drag ${handleName}: not on screen`);
  const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + 10, { steps: 3 });
  const end = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(end.x, end.y, { steps: 12 });
  return end;
}

it("keeps each price of the comparison table inside its cell ('$1.99/month' on a phone)", async () => {
  const { page } = session;
  await openLanding(page);
  const table = page.locator('#compare table');
  for (const width of [320, ...SCREENSHOT_WIDTHS]) {
    await page.setViewportSize({ width, height: 812 });
    await table.scrollIntoViewIfNeeded();
    await expect.poll(() => overflowingCells(page), { message: `${width}px` }).toEqual([]);
    await expect.poll(() => hiddenMoneyFigures(page), { message: `${width}px` }).toEqual([]);
  }
  await saveScreenshots(page, 'details-comparison', { fullPage: false, scrollTo: table });
});

it('shows a negative balance that rounds to zero as -$0, with its sign', async () => {
  const account = await signUpWithCard('details-negative-zero');
  const month = currentMonthKey();
  const budgetId = await budgetIdFor(account, month);
  // One cent of expense: the balances are -$0.01.
  await callApi(
    'POST',
    '/api/expense',
    { budgetId, name: 'Bank fee', amount: 1, dueDate: '1', priority: 3, category: 'other' },
    account.token,
  );
  const { page } = session;
  await openBudget(page, account);
  await monthHalf(page, 'early').getByRole('listitem').first().waitFor();
  await expect.poll(() => balanceText(page, 'Balance on the 15th')).toBe('-$0');
  await expect.poll(() => balanceText(page, 'Month-end balance')).toBe('-$0');
  await saveScreenshots(page, 'details-negative-zero');
});

it('says the goals are covered once the bank balance reaches them', async () => {
  const account = await userWithGoal('details-pace', 'Bike', 600);
  await callApi('POST', '/api/future-goals/balance', { balance: 300 }, account.token);
  const { page } = session;
  await openGoalsScreen(page, account);
  await page.getByText(monthlySavingHint('$50')).waitFor();

  await callApi('POST', '/api/future-goals/balance', { balance: 600 }, account.token);
  await openGoalsScreen(page, account);
  await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  await page.getByText(GOALS_COVERED_HINT).waitFor();
  await expect.poll(() => page.getByText('per month').count()).toBe(0);
  await saveScreenshots(page, 'details-goals-covered');
});

it('gives Budget, Goals and Settings one content width on a desktop', async () => {
  const account = await signUpWithCard('details-width');
  const { page } = session;
  await page.setViewportSize({ width: 1280, height: 900 });
  const contentWidth = async () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--content-width').trim(),
    );
  const widthOf = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.width;

  await openBudget(page, account);
  const budget = await widthOf(page.getByRole('navigation', { name: 'Months' }));
  await openGoalsScreen(page, account);
  const goals = await widthOf(page.locator('main > *').nth(1));
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  const settings = await widthOf(page.locator('main > *').first());

  expect([goals, settings]).toEqual([budget, budget]);
  expect(`${budget}px`).toBe(await contentWidth());
  await saveScreenshots(page, 'details-settings-width');
  await openGoalsScreen(page, account);
  await saveScreenshots(page, 'details-goals-width');
});

it('announces a goal drag in words, and the dragged rows follow the mouse', async () => {
  const account = await userWithGoal('details-goal-drag', 'Bike', 500);
  await createGoalViaApi(account, 'Car', 5000);
  const { page } = session;
  await openGoalsScreen(page, account);
  const liveRegion = page.locator('[id^="DndLiveRegion"]');

  await page.getByRole('button', { name: 'Drag Bike to delete' }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => liveRegion.textContent()).toBe('Picked up Bike.');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => liveRegion.textContent()).toBe('Bike is over DELETE.');
  await page.keyboard.press('Escape');
  await expect.poll(() => liveRegion.textContent()).toBe('Moving Bike was cancelled.');

  const deleteButton = page.getByRole('button', { name: 'DELETE', exact: true });
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const pointer = await holdDragOver(page, 'Drag Car to delete', deleteButton);
    await expect.poll(() => textDrawnNear(page, 'Car', pointer.y), { message: `${width}px` }).toBe(true);
    await page.screenshot({ path: await screenshotPath('details-goal-drag', width) });
    await page.keyboard.press('Escape');
    await page.mouse.up();
  }
});

it('draws the budget row under the mouse while it is dragged to the other half', async () => {
  const { page } = session;
  await openSeededBudget(page, 'details-row-drag', currentMonthKey(), [
    { kind: 'expense', name: 'Phone', dollars: 50, day: '2' },
    { kind: 'expense', name: 'Gym', dollars: 30, day: '5' },
    { kind: 'expense', name: 'Rent', dollars: 1400, day: '20' },
  ]);
  const rent = monthHalf(page, 'late').getByRole('listitem', { name: /^Rent/ });
  await rent.waitFor();

  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const pointer = await holdDragOver(page, 'Move Phone', rent);
    await expect.poll(() => textDrawnNear(page, 'Phone', pointer.y), { message: `${width}px` }).toBe(true);
    await page.screenshot({ path: await screenshotPath('details-row-drag', width) });
    await page.keyboard.press('Escape');
    await page.mouse.up();
  }
  await expect.poll(() => monthHalf(page, 'early').getByRole('listitem').count()).toBe(2);
});

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MONTH_LOAD_FAILED } from '../src/features/budget/model/load-failure.ts';
import { GOALS_LOAD_FAILED } from '../src/features/goals/model/load-failure.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { signUpWithCard } from './support/api.ts';
import { currentMonthKey, monthHalf, openBudget, seedItems } from './support/budget.ts';
import { userWithGoal } from './support/goals.ts';

const session = useBrowser();

/**
 * From now on the server's answers to GET `pattern` reach the page with one field taken out by `drop`: an
 * answer that no longer matches the wire contract. Answers the number of answers changed so far.
 */
async function dropFieldFromReads(page: Page, pattern: string, drop: (body: unknown) => void) {
  const changed = { count: 0 };
  await page.route(pattern, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body: unknown = await response.json();
    drop(body);
    changed.count += 1;
    await route.fulfill({ response, json: body });
  });
  return changed;
}

it('a budget answer missing a field shows the screen’s load error, and the month once the answer is whole', async () => {
  const user = await signUpWithCard('malformed-budget');
  await seedItems(user, currentMonthKey(), [{ kind: 'expense', name: 'Rent', dollars: 1800, day: '15' }]);
  const { page } = session;
  const changed = await dropFieldFromReads(page, '**/api/budget/**', (body) => {
    delete (body as { expenseItems?: unknown }).expenseItems;
  });

  await openBudget(page, user);
  await page.getByText(MONTH_LOAD_FAILED).waitFor();
  expect(changed.count).toBeGreaterThan(0);
  await expect.poll(() => monthHalf(page, 'late').count()).toBe(0);
  await saveScreenshots(page, 'malformed-budget-answer');

  await page.unroute('**/api/budget/**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await monthHalf(page, 'late').getByRole('listitem', { name: 'Rent, $1,800, due the 15th' }).waitFor();
  await expect.poll(() => page.getByText(MONTH_LOAD_FAILED).count()).toBe(0);
});

it('a goals answer missing a field shows the screen’s load error, and the goals once the answer is whole', async () => {
  const account = await userWithGoal('malformed-goals', 'Bike', 400);
  const { page } = session;
  const changed = await dropFieldFromReads(page, '**/api/future-plans', (body) => {
    for (const goal of body as { targetAmount?: unknown }[]) delete goal.targetAmount;
  });

  await openWithAccess(page, '/future-goals', account);
  await page.getByRole('alert').filter({ hasText: GOALS_LOAD_FAILED }).waitFor();
  expect(changed.count).toBeGreaterThan(0);
  await expect.poll(() => page.getByText('Bike').count()).toBe(0);
  await saveScreenshots(page, 'malformed-goals-answer');

  await page.unroute('**/api/future-plans');
  await page.reload();
  await page.getByText('Bike').first().waitFor();
  await expect.poll(() => page.getByText(GOALS_LOAD_FAILED).count()).toBe(0);
});

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiSettled } from './support/api-settled.ts';
import { useBrowser } from './support/browser.ts';
import {
  addItemWithButton,
  currentMonthKey,
  monthHalf,
  openSeededBudget,
  storedBudget,
} from './support/budget.ts';

const session = useBrowser();

/**
 * From now on, the next GET of a budget is answered as the server had it when it was asked, but only once
 * `release()` is called: a slow read that started before an edit.
 */
async function holdNextBudgetRead(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  let started!: () => void;
  const asked = new Promise<void>((resolve) => (started = resolve));
  await page.route('**/api/budget/**', async (route) => {
    if (route.request().method() !== 'GET' || held) return route.continue();
    held = true;
    const response = await route.fetch();
    started();
    await released;
    await route.fulfill({ response });
  });
  return { asked, release };
}

it('an edit made while the budget is being read again is kept, on screen and stored', async () => {
  const month = currentMonthKey();
  const { page } = session;
  const user = await openSeededBudget(page, 'edit-during-read', month, [
    { kind: 'expense', name: 'Rent', dollars: 1800, day: '15' },
  ]);
  await monthHalf(page, 'late').getByRole('listitem', { name: 'Rent, $1,800, due the 15th' }).waitFor();

  // Adding an item reads the month again afterwards; that read is held.
  const read = await holdNextBudgetRead(page);
  await addItemWithButton(page, 'expense', { name: 'Phone', amount: '60' });
  await read.asked;

  // While that read is on its way, rename Rent; then the read answers with the old name.
  await page.getByRole('button', { name: 'Edit name: Rent' }).click();
  await page.getByLabel('Name of Rent').fill('Rent and water');
  await page.getByLabel('Name of Rent').press('Enter');
  read.release();
  await apiSettled(page);

  expect((await storedBudget(user, month)).expenseItems.map((item) => item.name).sort()).toEqual([
    'Phone',
    'Rent and water',
  ]);
  const late = monthHalf(page, 'late');
  await late.getByRole('listitem', { name: 'Phone, $60, due the 15th' }).waitFor();
  await late.getByRole('listitem', { name: 'Rent and water, $1,800, due the 15th' }).waitFor();
  await expect.poll(() => late.getByRole('listitem', { name: /^Rent,/ }).count()).toBe(0);
});

import { expect, it } from 'vitest';
import { shortMonthName } from '../src/domain/month.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import {
  addItemInHalf,
  balanceText,
  currentMonthKey,
  monthHalf,
  openBudget,
  storedBudget,
} from './support/budget.ts';
import { apiSettled } from './support/api-settled.ts';
import { signUpWithCard } from './support/api.ts';

const session = useBrowser();

it("'+ Add item' adds the new-user hint's own examples as income, shown as the month's balances", async () => {
  const user = await signUpWithCard('income-names');
  const month = currentMonthKey();
  const mon = shortMonthName(month);
  const { page } = session;
  await openBudget(page, user, { newUser: true });

  // The row says Income while the name is typed, before anything is saved.
  await page.getByRole('button', { name: 'Add item to the 1st – 14th' }).click();
  const row = page.getByRole('group', { name: 'New item' });
  await row.getByLabel('New item name').fill('Money carried over');
  await row.getByRole('status').filter({ hasText: 'Income' }).waitFor();
  await saveScreenshots(page, 'add-item-carried-over-income');
  await row.getByLabel('New item name').press('Escape');
  await row.waitFor({ state: 'detached' });

  await addItemInHalf(page, 'early', { name: 'Starting cash', dollars: 500, expectKind: 'Income' });
  await monthHalf(page, 'early')
    .getByRole('listitem', { name: `${mon} 1 Bank Balance, $500, due the 1st` })
    .waitFor();
  await addItemInHalf(page, 'early', { name: 'Money carried over', dollars: 200, expectKind: 'Income' });
  await addItemInHalf(page, 'early', { name: 'carry over', dollars: 100, expectKind: 'Income' });
  const remaining = monthHalf(page, 'early').getByRole('listitem', {
    name: `Remaining for ${mon} 15 bills, $200, due the 1st`,
  });
  await remaining.waitFor();
  expect(await remaining.getByRole('button', { name: /^Edit amount of/ }).textContent()).toContain('+$200');

  // $500 in the bank is money to spend, not a $500 bill.
  await expect.poll(() => balanceText(page, 'Balance on the 15th')).toBe('$800');
  expect(await balanceText(page, 'Month-end balance')).toBe('$800');

  await apiSettled(page);
  const stored = await storedBudget(user, month);
  expect(stored.incomeItems.map(({ name, amount }) => ({ name, amount }))).toEqual(
    expect.arrayContaining([
      { name: 'Starting cash', amount: 50_000 },
      { name: 'Money carried over', amount: 20_000 },
      { name: 'carry over', amount: 10_000 },
    ]),
  );
  expect(stored.expenseItems).toEqual([]);
});

import { expect, it } from 'vitest';
import { dateInMonth, shortMonthName } from '../src/domain/month.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import {
  addItemInHalf,
  addItemWithButton,
  balanceText,
  currentMonthKey,
  monthHalf,
  openAsNewUser,
  storedBudget,
} from './support/budget.ts';
import { apiSettled } from './support/api-settled.ts';

const session = useBrowser();

it("'+ Add item' in a half infers the type from the name and dates the item in that half", async () => {
  const { page } = session;
  const user = await openAsNewUser(page, 'add-inferred');
  const month = currentMonthKey();

  await page.getByRole('button', { name: 'Add item to the 1st – 14th' }).waitFor();
  await saveScreenshots(page, 'budget-add-inferred-empty');

  // The row says which kind the name means while it is typed.
  await page.getByRole('button', { name: 'Add item to the 15th – month end' }).click();
  const row = page.getByRole('group', { name: 'New item' });
  await row.getByLabel('New item name').fill('Paycheck 2');
  await row.getByRole('status').filter({ hasText: 'Income' }).waitFor();
  await row.getByLabel('New item name').fill('Gas');
  await row.getByRole('status').filter({ hasText: 'Expense' }).waitFor();
  await row.getByLabel('New item name').press('Escape');
  await row.waitFor({ state: 'detached' });

  await addItemInHalf(page, 'late', { name: 'Bonus', dollars: 300, expectKind: 'Income' });
  const bonus = monthHalf(page, 'late').getByRole('listitem', { name: 'Bonus, $300, due the 15th' });
  await bonus.waitFor();
  await expect
    .poll(() => bonus.getByRole('button', { name: /^Edit amount of Bonus/ }).textContent())
    .toContain('+$300');
  await expect.poll(() => balanceText(page, 'Balance on the 15th')).toBe('$0');
  await expect.poll(() => balanceText(page, 'Month-end balance')).toBe('$300');

  await addItemInHalf(page, 'early', { name: 'Gym', dollars: 40, expectKind: 'Expense' });
  const gym = monthHalf(page, 'early').getByRole('listitem', { name: 'Gym, $40, due the 1st' });
  await gym.waitFor();
  await expect
    .poll(() => gym.getByRole('button', { name: /^Edit amount of Gym/ }).textContent())
    .not.toContain('+');
  await expect.poll(() => balanceText(page, 'Balance on the 15th')).toBe('-$40');
  await expect.poll(() => balanceText(page, 'Month-end balance')).toBe('$260');

  // ADD INCOME still gives the type, whatever the name says, and keeps the income default (early half).
  await addItemWithButton(page, 'income', { name: 'Gift', amount: '10' });
  await monthHalf(page, 'early').getByRole('listitem', { name: 'Gift, $10, due the 1st' }).waitFor();

  await page.getByRole('button', { name: 'Add item to the 1st – 14th' }).click();
  await page.getByLabel('New item name').fill('Paycheck 2');
  await saveScreenshots(page, 'budget-add-inferred');
  await page.getByLabel('New item name').press('Escape');

  await apiSettled(page);
  const stored = await storedBudget(user, month);
  expect(stored.incomeItems.map(({ name, amount, date }) => ({ name, amount, date }))).toEqual(
    expect.arrayContaining([
      { name: 'Bonus', amount: 30000, date: dateInMonth(month, 15) },
      { name: 'Gift', amount: 1000, date: '1' },
    ]),
  );
  expect(stored.expenseItems.map(({ name, amount, dueDate }) => ({ name, amount, dueDate }))).toEqual([
    { name: 'Gym', amount: 4000, dueDate: dateInMonth(month, 1) },
  ]);
});

it("'+ Add item' adds the new-user hint's own examples as income, shown as the month's balances", async () => {
  const { page } = session;
  const user = await openAsNewUser(page, 'income-names');
  const month = currentMonthKey();
  const mon = shortMonthName(month);

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
  await expect
    .poll(() => remaining.getByRole('button', { name: /^Edit amount of/ }).textContent())
    .toContain('+$200');

  // $500 in the bank is money to spend, not a $500 bill.
  await expect.poll(() => balanceText(page, 'Balance on the 15th')).toBe('$800');
  await expect.poll(() => balanceText(page, 'Month-end balance')).toBe('$800');

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

import { expect, it } from 'vitest';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import {
  addItemWithButton,
  addMonths,
  balanceText,
  budgetIdFor,
  currentMonthKey,
  monthHalf,
  openBudget,
  seedItems,
} from './support/budget.ts';
import { apiSettled } from './support/api-settled.ts';
import { monthName } from '@halfwise/core/month-names.ts';
import { signUpWithCard } from './support/api.ts';

const session = useBrowser();
// The verdict names next month, whatever month the journey runs in.
const nextMonth = monthName(addMonths(currentMonthKey(), 1));

it('adding a paycheck and rent changes both balances and the verdict; amounts edit inline', async () => {
  const user = await signUpWithCard('items');
  // This month exists but is empty (so auto-creation does not copy next month into it); next month's early
  // half needs $500 from this month.
  await budgetIdFor(user, currentMonthKey());
  await seedItems(user, addMonths(currentMonthKey(), 1), [
    { kind: 'expense', name: 'Car', dollars: 500, day: '1' },
  ]);
  const { page } = session;
  await openBudget(page, user, { newUser: true });

  await addItemWithButton(page, 'income', { name: 'Paycheck 1', amount: '2000' });
  await monthHalf(page, 'early').getByRole('listitem', { name: 'Paycheck 1, $2,000, due the 1st' }).waitFor();
  await expect.poll(() => balanceText(page, 'Balance on the 15th')).toBe('$2,000');
  await expect.poll(() => balanceText(page, 'Month-end balance')).toBe('$2,000');
  await page.getByText(`Covered: ${nextMonth}'s early bills are paid, with $1,500 to spare.`).waitFor();
  // The first saved item ends the new-user hint; the paycheck tip shows.
  await page.getByText('Your first paycheck', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Starting mid-month?' }).waitFor({ state: 'detached' });

  await addItemWithButton(page, 'expense', { name: 'Rent', amount: '1800' });
  await monthHalf(page, 'late').getByRole('listitem', { name: 'Rent, $1,800, due the 15th' }).waitFor();
  await expect.poll(() => balanceText(page, 'Balance on the 15th')).toBe('$2,000');
  await expect.poll(() => balanceText(page, 'Month-end balance')).toBe('$200');
  await page.getByText(`Short by $300 for ${nextMonth}'s early bills.`).waitFor();
  await saveScreenshots(page, 'budget-filled');

  // Inline edit: the amount field takes whole dollars; a thousands separator is dropped.
  await page.getByRole('button', { name: 'Edit amount of Rent: $1,800' }).click();
  const amount = page.getByLabel('Amount of Rent in dollars');
  await amount.fill('');
  await amount.pressSequentially('1,400');
  await amount.press('Enter');
  await expect.poll(() => balanceText(page, 'Month-end balance')).toBe('$600');
  await page.getByText(`Covered: ${nextMonth}'s early bills are paid, with $100 to spare.`).waitFor();

  // Escape cancels.
  await page.getByRole('button', { name: 'Edit amount of Rent: $1,400' }).click();
  await amount.fill('999');
  await amount.press('Escape');
  await page.getByRole('button', { name: 'Edit amount of Rent: $1,400' }).waitFor();

  // Names edit too, and everything was saved.
  await page.getByRole('button', { name: 'Edit name: Rent' }).click();
  await page.getByLabel('Name of Rent').fill('Rent and water');
  await page.getByLabel('Name of Rent').press('Enter');
  await apiSettled(page);
  await page.reload();
  await monthHalf(page, 'late')
    .getByRole('listitem', { name: 'Rent and water, $1,400, due the 15th' })
    .waitFor();
  await expect.poll(() => balanceText(page, 'Month-end balance')).toBe('$600');
});

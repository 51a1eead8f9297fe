import { expect, it } from 'vitest';
import { shortMonthLabel, monthLabel, monthName, shortMonthName } from '../src/domain/month.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { addMonths, currentMonthKey, monthHalf, openBudget, seedItems } from './support/budget.ts';
import { signUpWithCard } from './support/api.ts';

const session = useBrowser();

it('copies the month to next month through the three dialogs, then refuses a second copy', async () => {
  const user = await signUpWithCard('copy');
  const month = currentMonthKey();
  const next = addMonths(month, 1);
  await seedItems(user, month, [
    { kind: 'income', name: 'Paycheck 1', dollars: 2000, day: '1' },
    { kind: 'expense', name: 'Rent', dollars: 1400, day: '20' },
  ]);
  const { page } = session;
  await openBudget(page, user);
  await monthHalf(page, 'late').getByRole('listitem').first().waitFor();

  await page.getByRole('button', { name: 'COPY BUDGET' }).click();
  const confirm = page.getByRole('dialog', { name: 'Copy to next month?' });
  await confirm.waitFor();
  await saveScreenshots(page, 'budget-copy-dialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'COPY BUDGET' }).click();
  await confirm.getByRole('button', { name: 'Copy Budget' }).click();
  const copied = page.getByRole('dialog', { name: 'Budget Copied!' });
  await copied.waitFor();
  await copied.getByText(`Successfully copied to ${monthLabel(next)}`).waitFor();
  // It closes itself after 2.5 s.
  await copied.waitFor({ state: 'hidden', timeout: 5000 });

  await page.getByRole('button', { name: shortMonthLabel(next) }).click();
  await monthHalf(page, 'early').getByRole('listitem', { name: 'Paycheck 1, $2,000, due the 1st' }).waitFor();
  await monthHalf(page, 'late').getByRole('listitem', { name: 'Rent, $1,400, due the 20th' }).waitFor();
  // This month's $600 leftover opens next month as its bank balance on the 1st, not counted twice: next month's
  // balance on the 15th is this month's spare.
  const carried = `${shortMonthName(next)} 1 Bank Balance, $600, due the 1st`;
  await monthHalf(page, 'early').getByRole('listitem', { name: carried }).waitFor();
  await page.getByText('Balance on the 15th').locator('..').getByText('$2,600').waitFor();
  await saveScreenshots(page, 'budget-copy-next-month', { widths: [375, 320] });

  await page.getByRole('button', { name: shortMonthLabel(month) }).click();
  await monthHalf(page, 'late').getByRole('listitem').first().waitFor();
  await page.getByText(`Covered: ${monthName(next)}'s early bills are paid, with $2,600 to spare.`).waitFor();
  await page.getByRole('button', { name: 'COPY BUDGET' }).click();
  await confirm.getByRole('button', { name: 'Copy Budget' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Copy failed' });
  await toast.waitFor();
  await expect
    .poll(() => toast.textContent())
    .toContain(`${monthLabel(next)} already has a budget. Open it to make changes.`);
});

import { expect, it } from 'vitest';
import { shortMonthLabel, monthLabel, monthName } from '../src/domain/month.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { addMonths, currentMonthKey, openAsNewUser, setFirstBudgetMonth } from './support/budget.ts';
import { signUpWithCard } from './support/api.ts';

const session = useBrowser();

it("a new user's month starts empty, with the mid-month hint and the copy-previous error", async () => {
  const { page } = session;
  await openAsNewUser(page, 'empty');
  const month = currentMonthKey();

  await page.getByRole('heading', { name: `No Budget for ${monthLabel(month)}` }).waitFor();
  await page
    .getByText("Get started by copying your previous month's budget and adjusting the amounts as needed.")
    .waitFor();
  await page.getByRole('heading', { name: 'Starting mid-month?' }).waitFor();
  await expect
    .poll(() => page.getByRole('button', { name: shortMonthLabel(month) }).getAttribute('aria-pressed'))
    .toBe('true');
  for (const label of ['ADD INCOME', 'ADD EXPENSE', 'DELETE', 'COPY BUDGET']) {
    await page.getByRole('button', { name: label, exact: true }).waitFor();
  }
  await saveScreenshots(page, 'budget-empty');

  await page.getByRole('button', { name: `Copy ${monthName(addMonths(month, -1))}'s Budget` }).click();
  await page
    .getByText("Unable to copy previous month's budget. You may need to create your first budget manually.")
    .waitFor();
});

it('months before the first budget month are disabled', async () => {
  const user = await signUpWithCard('first-month');
  const month = currentMonthKey();
  await setFirstBudgetMonth(user.user.id, addMonths(month, 2));
  const { page } = session;
  await openWithAccess(page, '/budget', user);

  const strip = page.getByRole('navigation', { name: 'Months' });
  await strip.waitFor();
  const disabled = await Promise.all(
    [0, 1, 2, 3, 4, 5].map((offset) =>
      strip.getByRole('button', { name: shortMonthLabel(addMonths(month, offset)) }).isDisabled(),
    ),
  );
  expect(disabled).toEqual([true, true, false, false, false, false]);
  const opened = strip.getByRole('button', { name: shortMonthLabel(addMonths(month, 2)) });
  await expect.poll(() => opened.getAttribute('aria-pressed')).toBe('true');
});

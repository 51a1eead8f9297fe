import { expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { openWithGoal } from './support/goals.ts';

const session = useBrowser();

interface BudgetAnswer {
  budget: { futureGoalsBalance: number } | null;
}

function storedBalance(token: string, userId: string): Promise<number | undefined> {
  const now = new Date();
  const month = now.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return callApi<BudgetAnswer>(
    'GET',
    `/api/budget/${userId}/${month}/${now.getUTCFullYear()}`,
    undefined,
    token,
  ).then((answer) => answer.budget?.futureGoalsBalance);
}

it('updates the bank balance through the dialog', async () => {
  const { page } = session;
  const account = await openWithGoal(page, 'goals-balance', 'House deposit', 4000);
  await page.getByRole('button', { name: 'Edit Bank Balance: $0' }).waitFor();

  await page.getByRole('button', { name: 'Update Bank Balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Bank Balance' });
  await dialog.getByText('Enter your current Future Goals savings account balance').waitFor();
  const field = dialog.getByLabel('Current Balance ($)');
  await expect.poll(() => field.inputValue()).toBe('0');
  // Step 0.01: the arrow keys move the amount by one cent.
  await field.press('ArrowUp');
  await expect.poll(() => field.inputValue()).toBe('0.01');
  await field.fill('1234.56');
  await saveScreenshots(page, 'goals-balance-dialog');

  // Hold the request so the pending label can be seen, then let it through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const sent: unknown[] = [];
  await page.route('**/api/future-goals/balance', async (route) => {
    sent.push(route.request().postDataJSON());
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Update Balance' }).click();
  await dialog.getByRole('button', { name: 'Updating...' }).waitFor();
  release();
  await dialog.getByText('Balance updated successfully!').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  expect(sent).toEqual([{ balance: 1235 }]);
  await page.getByRole('button', { name: 'Edit Bank Balance: $1,235' }).waitFor();
  await expect.poll(() => storedBalance(account.token, account.user.id)).toBe(123_500);
  // $1,235 of $4,000.
  await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');

  // The dialog opens on the balance just saved; negative input closes it without sending anything.
  await page.getByRole('button', { name: 'Update Bank Balance' }).click();
  await expect.poll(() => dialog.getByLabel('Current Balance ($)').inputValue()).toBe('1235');
  await dialog.getByLabel('Current Balance ($)').fill('-50');
  await dialog.getByRole('button', { name: 'Update Balance' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(sent).toHaveLength(1);
  await expect.poll(() => page.getByRole('alert').count()).toBe(0);
});

it('edits the bank balance inline; the progress bar stops at 100%', async () => {
  const { page } = session;
  const account = await openWithGoal(page, 'goals-balance-inline', 'Bike', 500);

  await page.getByRole('button', { name: 'Edit Bank Balance: $0' }).click();
  await page.getByRole('spinbutton', { name: 'Bank Balance in dollars' }).fill('900');
  await page.getByRole('spinbutton', { name: 'Bank Balance in dollars' }).press('Enter');
  await page.getByRole('button', { name: 'Edit Bank Balance: $900' }).waitFor();
  await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  await expect.poll(() => storedBalance(account.token, account.user.id)).toBe(90_000);

  // Non-numeric input cancels silently.
  await page.getByRole('button', { name: 'Edit Bank Balance: $900' }).click();
  await page.getByRole('spinbutton', { name: 'Bank Balance in dollars' }).fill('');
  await page.getByRole('spinbutton', { name: 'Bank Balance in dollars' }).press('Enter');
  await page.getByRole('button', { name: 'Edit Bank Balance: $900' }).waitFor();
  await expect.poll(() => page.getByRole('alert').count()).toBe(0);
});

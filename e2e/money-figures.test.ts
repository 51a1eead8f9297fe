import { expect, it } from 'vitest';
import { callApi, signUpWithCard } from './support/api.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { openWithNextMonth } from './support/budget.ts';
import { openGoalsScreen, userWithGoal } from './support/goals.ts';
import { expectMoneyFiguresWhole } from './support/layout.ts';

const session = useBrowser();

// The narrowest phone the screens are made for, the usual phone, and a desktop.
const WIDTHS = [320, 375, 1280] as const;

function setBankBalance(token: string, dollars: number): Promise<unknown> {
  return callApi('POST', '/api/future-goals/balance', { balance: dollars }, token);
}

it('shows the Future Goals bank balance and total whole, from $1,250 up to $1,000,000', async () => {
  const account = await userWithGoal('figures-goals', 'House deposit', 1_000_000);
  const { page } = session;

  for (const [dollars, shown] of [
    [1_250, '$1,250'],
    [50_000, '$50,000'],
    [1_000_000, '$1,000,000'],
  ] as const) {
    await setBankBalance(account.token, dollars);
    await openGoalsScreen(page, account);
    const balance = page.getByRole('button', { name: `Edit Bank Balance: ${shown}` });
    await expect.poll(() => balance.textContent()).toBe(shown);
    await expectMoneyFiguresWhole(page, WIDTHS);
  }
  await expect.poll(() => page.getByTestId('total-goals').textContent()).toBe('$1,000,000');

  await saveScreenshots(page, 'money-figures-goals', { widths: WIDTHS });
});

it('shows every budget figure whole: rows, running balances and the verdict', async () => {
  const account = await signUpWithCard('figures-budget');
  const { page } = session;
  await openWithNextMonth(
    page,
    account,
    [
      { kind: 'income', name: 'Paycheck 1', dollars: 1_000_000, day: '1' },
      { kind: 'expense', name: 'Rent', dollars: 999_999, day: '2' },
      { kind: 'expense', name: 'Car', dollars: 1_000_000, day: '20' },
    ],
    [{ kind: 'expense', name: 'Mortgage', dollars: 1_000_000, day: '1' }],
  );
  await page.getByRole('status').filter({ hasText: 'Short by $1,999,999' }).waitFor();
  await expect.poll(() => page.getByText('-$999,999', { exact: true }).count()).toBe(1);

  await expectMoneyFiguresWhole(page, WIDTHS);
  await saveScreenshots(page, 'money-figures-budget', { widths: WIDTHS });
});

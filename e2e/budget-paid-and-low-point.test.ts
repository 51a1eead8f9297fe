import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { UNDO_LABELS } from '../src/domain/undo-text.ts';
import { leftToPayText } from '../src/features/budget/model/left-to-pay.ts';
import { lowPointWarning } from '../src/domain/low-point-warning.ts';
import { MONEY_REJECTION_MESSAGES } from '../src/domain/money-input.ts';
import { apiSettled } from './support/api-settled.ts';
import { type ApiSession, callApi, signUpWithCard } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { monthYear } from '../src/domain/month.ts';
import {
  currentMonthKey,
  monthHalf,
  openBudget,
  openSeededBudget,
  rowNames,
  seedItems,
  storedBudget,
} from './support/budget.ts';
import { expectMoneyFiguresWhole } from './support/layout.ts';

/** How many low-point warnings the month's late half shows. */
const lateHalfWarnings = (page: Page) =>
  monthHalf(page, 'late')
    .getByText(/^Dips to /)
    .count();

const session = useBrowser();
const month = currentMonthKey();
const isoDay = (day: number) => `${month}-${String(day).padStart(2, '0')}`;

/** The 'Left to pay' line of one half of the month. */
function leftToPay(half: 'early' | 'late') {
  return monthHalf(session.page, half).getByText(/^Left to pay: /);
}

it('ticks three bills with clicks and Space: Left to pay falls, rows stay put, and a reload keeps the ticks', async () => {
  const { page } = session;
  const user = await openSeededBudget(page, 'paid-ticks', month, [
    { kind: 'income', name: 'Paycheck 1', dollars: 3_000, day: '1' },
    { kind: 'expense', name: 'Rent', dollars: 1_200, day: '3' },
    { kind: 'expense', name: 'Phone', dollars: 80, day: '5' },
    { kind: 'expense', name: 'Internet', dollars: 60, day: '8' },
    { kind: 'expense', name: 'Car', dollars: 300, day: '20' },
  ]);
  const early = monthHalf(page, 'early');
  const order = await rowNames(page, 'early');
  await expect.poll(() => leftToPay('early').textContent()).toBe(leftToPayText(134_000));
  await expect.poll(() => leftToPay('late').textContent()).toBe(leftToPayText(30_000));

  await early.getByRole('checkbox', { name: 'Paid: Rent' }).click();
  await leftToPay('early')
    .filter({ hasText: leftToPayText(14_000) })
    .waitFor();
  await early.getByRole('checkbox', { name: 'Paid: Phone' }).click();
  await leftToPay('early')
    .filter({ hasText: leftToPayText(6_000) })
    .waitFor();
  await early.getByRole('checkbox', { name: 'Paid: Internet' }).focus();
  await page.keyboard.press('Space');
  await leftToPay('early')
    .filter({ hasText: leftToPayText(0) })
    .waitFor();
  // Income is received, not paid: it leaves what is left to pay alone.
  await early.getByRole('checkbox', { name: 'Received: Paycheck 1' }).click();
  await expect.poll(() => leftToPay('early').textContent()).toBe(leftToPayText(0));
  await expect.poll(() => leftToPay('late').textContent()).toBe(leftToPayText(30_000));

  // A tick neither opens an edit nor starts a drag nor picks the row; the rows stay where they were.
  await expect.poll(() => page.getByRole('textbox').count()).toBe(0);
  await expect.poll(() => page.getByTestId('drag-preview').count()).toBe(0);
  await expect.poll(() => early.getByRole('button', { pressed: true }).count()).toBe(0);
  await expect.poll(() => rowNames(page, 'early')).toEqual(order);
  // Ticked rows say so in words and are struck through, not only greyed.
  const rent = early.getByRole('listitem', { name: 'Rent, $1,200, due the 3rd, paid' });
  await expect
    .poll(() =>
      rent
        .getByRole('button', { name: 'Edit name: Rent' })
        .evaluate((name) => getComputedStyle(name).textDecorationLine),
    )
    .toBe('line-through');
  await early.getByRole('listitem', { name: 'Paycheck 1, $3,000, due the 1st, received' }).waitFor();
  await saveScreenshots(page, 'budget-paid-ticks', { widths: [320, 375, 1280] });
  await expectNoAxeViolationsAtBothWidths(page, 'budget (paid ticks)');
  await expectMoneyFiguresWhole(page, [320, 375, 1280]);

  await apiSettled(page);
  await page.reload();
  await leftToPay('early')
    .filter({ hasText: leftToPayText(0) })
    .waitFor();
  for (const name of ['Paid: Rent', 'Paid: Phone', 'Paid: Internet', 'Received: Paycheck 1']) {
    expect([name, await early.getByRole('checkbox', { name }).isChecked()]).toEqual([name, true]);
  }
  await expect
    .poll(() => monthHalf(page, 'late').getByRole('checkbox', { name: 'Paid: Car' }).isChecked())
    .toBe(false);

  // Unticking puts the bill back in what is left to pay; the tick's toast offers Undo, and Ctrl+Z (focus on the
  // checkbox, not in a text field) takes the untick back.
  await early.getByRole('checkbox', { name: 'Paid: Phone' }).click();
  await leftToPay('early')
    .filter({ hasText: leftToPayText(8_000) })
    .waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: UNDO_LABELS.ticked('Phone', 'Paid', false) })
    .waitFor();
  await page.keyboard.press('Control+z');
  await leftToPay('early')
    .filter({ hasText: leftToPayText(0) })
    .waitFor();
  await expect.poll(() => early.getByRole('checkbox', { name: 'Paid: Phone' }).isChecked()).toBe(true);
  await apiSettled(page);
  const stored = await storedBudget(user, month);
  expect(stored.expenseItems.find((item) => item.name === 'Phone')?.isPaid).toBe(true);
});

it('warns of the day a section dips below zero, once an edit makes it dip mid-way', async () => {
  const { page } = session;
  // Savings on the 1st, rent on the 3rd, the paycheck on the 6th.
  await openSeededBudget(page, 'low-point', month, [
    { kind: 'income', name: 'Savings', dollars: 1_000, day: '1' },
    { kind: 'expense', name: 'Rent', dollars: 800, day: '3' },
    { kind: 'income', name: 'Paycheck 1', dollars: 2_500, day: '6' },
    { kind: 'expense', name: 'Car', dollars: 300, day: '20' },
  ]);
  const early = monthHalf(page, 'early');
  await early.getByText(leftToPayText(80_000)).waitFor();
  await expect.poll(() => page.getByText(/^Dips to /).count()).toBe(0);

  await page.getByRole('button', { name: 'Edit amount of Rent: $800' }).click();
  const amount = page.getByLabel('Amount of Rent in dollars');
  await amount.fill('1500');
  await amount.press('Enter');
  const warning = lowPointWarning({ amount: -50_000, date: isoDay(3) }, 0, 0);
  expect(warning).toBe('Dips to −$500 on the 3rd');
  await early.getByText(warning ?? '').waitFor();
  // The half closes well above zero, and the late half never dips: no warning there.
  await expect.poll(() => early.getByText('$2,000', { exact: true }).count()).toBe(1);
  await expect.poll(() => lateHalfWarnings(page)).toBe(0);
  await saveScreenshots(page, 'budget-low-point');
  await expectNoAxeViolationsAtBothWidths(page, 'budget (low point below zero)');
});

async function storedCushion(user: ApiSession): Promise<number> {
  const body = await callApi<{ cushion: number }>('GET', '/api/user', undefined, user.token);
  return body.cushion;
}

it('sets a cushion in Settings, refusing cents inline, and the budget then warns of a dip below it', async () => {
  const user = await signUpWithCard('cushion');
  // $1,500 carried in, rent on the 3rd, the paycheck on the 6th: the early half runs down to $200, never below zero.
  const body = { userId: user.user.id, month, year: monthYear(month), carryForward: 150_000 };
  await callApi('POST', '/api/budget', body, user.token);
  await seedItems(user, month, [
    { kind: 'expense', name: 'Rent', dollars: 1_300, day: '3' },
    { kind: 'income', name: 'Paycheck 1', dollars: 2_000, day: '6' },
    { kind: 'expense', name: 'Car', dollars: 300, day: '20' },
  ]);
  const { page } = session;
  await openBudget(page, user);
  await monthHalf(page, 'early').getByText(leftToPayText(130_000)).waitFor();
  await monthHalf(page, 'late').getByText(leftToPayText(30_000)).waitFor();
  await expect.poll(() => page.getByText(/^Dips to /).count()).toBe(0);

  await page.getByRole('link', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Cushion' });
  const field = card.getByRole('spinbutton', { name: 'Cushion ($)' });
  await expect.poll(() => field.inputValue()).toBe('0');
  await field.fill('1000.50');
  await card.getByRole('button', { name: 'Save cushion' }).click();
  await card.getByText(MONEY_REJECTION_MESSAGES.cents).waitFor();
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  await saveScreenshots(page, 'settings-cushion-refused', { scrollTo: card, fullPage: false });
  await expectNoAxeViolationsAtBothWidths(page, 'settings (cushion refused)');
  await expect.poll(() => storedCushion(user)).toBe(0);

  await field.fill('1,000');
  await card.getByRole('button', { name: 'Save cushion' }).click();
  await page.getByRole('status').filter({ hasText: 'Cushion saved' }).waitFor();
  await expect.poll(() => card.getByText(MONEY_REJECTION_MESSAGES.cents).count()).toBe(0);
  await apiSettled(page);
  await expect.poll(() => storedCushion(user)).toBe(100_000);

  await page.getByRole('link', { name: 'Budget' }).click();
  const warning = lowPointWarning({ amount: 20_000, date: isoDay(3) }, 150_000, 100_000);
  expect(warning).toBe('Dips to $200 on the 3rd — $800 below your cushion');
  await monthHalf(page, 'early')
    .getByText(warning ?? '')
    .waitFor();
  // The late half stays above the cushion: $2,200 down to $1,900.
  await expect.poll(() => lateHalfWarnings(page)).toBe(0);
  await saveScreenshots(page, 'budget-cushion-warning');
  await expectNoAxeViolationsAtBothWidths(page, 'budget (below the cushion)');
});

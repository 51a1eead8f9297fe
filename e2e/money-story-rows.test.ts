// The rows tell the money story the numbers do (issue 45, defects 4–6), at 375 and 320 px: a bank balance dated
// after the 1st reads as that day's balance and the dip before it says so; new and copied rows read in date
// order; rows rounded to the dollar say so under a balance they do not add up to, and Settings › Show cents
// shows every cent.
import { shortMonthName } from '@halfwise/core/month-names.ts';
import { expect, it } from 'vitest';
import { lowPointWarning } from '../src/domain/low-point-warning.ts';
import { formatDollarsAndCents } from '../src/domain/money.ts';
import { shortMonthLabel } from '../src/domain/month.ts';
import { leftToPayText } from '../src/features/budget/model/left-to-pay.ts';
import { ROWS_ROUNDED_NOTE } from '../src/features/budget/model/rounded-rows.ts';
import { SHOW_CENTS_SAVED } from '../src/features/settings/hooks/use-save-show-cents.ts';
import { callApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { expectMoneyFiguresWhole } from './support/layout.ts';
import {
  addItemWithButton,
  addMonths,
  budgetIdFor,
  currentMonthKey,
  monthHalf,
  openSeededBudget,
  rowNames,
} from './support/budget.ts';

const session = useBrowser();
const month = currentMonthKey();
const mon = shortMonthName(month);
const PHONE_WIDTHS = [375, 320] as const;

/** At 375 and 320 px: no axe violation, and every money figure shown whole (no cut-off or spilled number). */
async function checkPhoneWidths(label: string) {
  const { page } = session;
  await expectMoneyFiguresWhole(page, PHONE_WIDTHS);
  const original = page.viewportSize();
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 812 });
    await expectNoAxeViolations(page, label);
  }
  if (original) await page.setViewportSize(original);
}

/** An item placed where the person dragged it (an explicit sort order), as POST /api/{kind} takes it. */
async function placeItem(
  user: ApiSession,
  kind: 'income' | 'expense',
  fields: { name: string; dollars: number; day: string; sortOrder: number },
) {
  const budgetId = await budgetIdFor(user, month);
  const { name, dollars, day, sortOrder } = fields;
  await callApi(
    'POST',
    `/api/${kind}`,
    { budgetId, name, amount: dollars * 100, dueDate: day, sortOrder },
    user.token,
  );
}

it('names a bank balance dated the 3rd after its day, and says the dip on the 1st comes before it', async () => {
  const { page } = session;
  await openSeededBudget(page, 'rows-balance-day', month, [
    { kind: 'expense', name: 'Rent', dollars: 1_000, day: '1' },
    { kind: 'income', name: 'Starting cash', dollars: 1_400, day: '3' },
  ]);
  const early = monthHalf(page, 'early');
  await early.getByRole('listitem', { name: `${mon} 3 Bank Balance, $1,400, due the 3rd` }).waitFor();
  const warning = lowPointWarning({ amount: -100_000, date: `${month}-01` }, 0, 0, `${mon} 3 Bank Balance`);
  expect(warning).toBe(`Dips to −$1,000 on the 1st, before your ${mon} 3 Bank Balance`);
  await early.getByText(warning!).waitFor();
  await expect.poll(() => page.getByText(`${mon} 1 Bank Balance`).count()).toBe(0);
  await saveScreenshots(page, 'money-story-balance-day', { widths: PHONE_WIDTHS });
  await checkPhoneWidths('budget (bank balance dated the 3rd)');
});

it('puts a new bill and a copied month in date order', async () => {
  const { page } = session;
  const user = await openSeededBudget(page, 'rows-date-order', month, [
    { kind: 'income', name: 'Paycheck', dollars: 2_000, day: '1' },
    { kind: 'expense', name: 'Water', dollars: 40, day: '16' },
    { kind: 'expense', name: 'Car', dollars: 300, day: '20' },
  ]);
  // The person dragged Phone (the 5th) below Electric (the 10th).
  await placeItem(user, 'expense', { name: 'Electric', dollars: 90, day: '10', sortOrder: 200 });
  await placeItem(user, 'expense', { name: 'Phone', dollars: 50, day: '5', sortOrder: 300 });
  await page.reload();
  await expect.poll(() => rowNames(page, 'early')).toEqual(['Paycheck', 'Electric', 'Phone']);
  await expect.poll(() => rowNames(page, 'late')).toEqual(['Water', 'Car']);

  // ADD EXPENSE is due the 15th: it goes above Water (the 16th), not below Car (the 20th).
  await addItemWithButton(page, 'expense', { name: 'Tax bill', amount: '120' });
  await monthHalf(page, 'late').getByRole('listitem', { name: 'Tax bill, $120, due the 15th' }).waitFor();
  await expect.poll(() => rowNames(page, 'late')).toEqual(['Tax bill', 'Water', 'Car']);
  await saveScreenshots(page, 'money-story-new-row-order', { widths: PHONE_WIDTHS });

  // A copy lists next month by day; this month keeps the order the person gave it.
  await page.getByRole('button', { name: 'COPY BUDGET' }).click();
  await page
    .getByRole('dialog', { name: 'Copy to next month?' })
    .getByRole('button', { name: 'Copy Budget' })
    .click();
  const copied = page.getByRole('dialog', { name: 'Budget Copied!' });
  await copied.waitFor();
  await copied.waitFor({ state: 'hidden', timeout: 5000 });
  await page.getByRole('button', { name: shortMonthLabel(addMonths(month, 1)) }).click();
  await monthHalf(page, 'early').getByRole('listitem', { name: 'Phone, $50, due the 5th' }).waitFor();
  // The copy carries this month's leftover as next month's bank balance, first on the 1st.
  const balance = `${shortMonthName(addMonths(month, 1))} 1 Bank Balance`;
  await expect.poll(() => rowNames(page, 'early')).toEqual([balance, 'Paycheck', 'Phone', 'Electric']);
  await expect.poll(() => rowNames(page, 'late')).toEqual(['Tax bill', 'Water', 'Car']);
  await saveScreenshots(page, 'money-story-copied-row-order', { widths: PHONE_WIDTHS });
  await checkPhoneWidths('budget (copied month in date order)');
});

it('says when rows rounded to the dollar do not add up, and shows every cent once Show cents is on', async () => {
  const { page } = session;
  const user = await openSeededBudget(page, 'rows-rounded', month, [
    { kind: 'income', name: 'Paycheck', dollars: 20, day: '1' },
    { kind: 'expense', name: 'Water', dollars: 10.5, day: '2' },
    { kind: 'expense', name: 'Trash', dollars: 10.5, day: '3' },
    { kind: 'expense', name: 'Sewer', dollars: 10.5, day: '4' },
    { kind: 'expense', name: 'Car payment', dollars: 300, day: '20' },
    { kind: 'income', name: 'Paycheck 2', dollars: 1_250.5, day: '20' },
    { kind: 'expense', name: 'Property tax', dollars: 1_250.5, day: '21' },
  ]);
  const early = monthHalf(page, 'early');
  const late = monthHalf(page, 'late');
  // $20 − 3 × $10.50 = −$11.50, shown −$12; the rows read 20 − 11 − 11 − 11 = −13. Left to pay $31.50 shows
  // $32 against three $11 rows.
  await early.getByRole('listitem', { name: 'Water, $11, due the 2nd' }).waitFor();
  await early.getByText(leftToPayText(3_150)).waitFor();
  await expect.poll(() => early.getByText('-$12', { exact: true }).count()).toBe(1);
  await early.getByText(ROWS_ROUNDED_NOTE).waitFor();
  // The 15th on opens from −$11.50 (shown −$12): −12 − 300 = −$312, and −$311.50 shows −$312: no note.
  await late.getByText('-$312', { exact: true }).waitFor();
  await expect.poll(() => late.getByText(ROWS_ROUNDED_NOTE).count()).toBe(0);
  await saveScreenshots(page, 'money-story-rounded-rows', { widths: PHONE_WIDTHS });
  await checkPhoneWidths('budget (rows rounded to the dollar)');

  await openWithAccess(page, '/settings', user);
  const amounts = page.getByRole('region', { name: 'Amounts' });
  const showCents = amounts.getByRole('checkbox', { name: 'Show cents' });
  await expect.poll(() => showCents.isChecked()).toBe(false);
  await showCents.check();
  await page
    .getByRole('status')
    .filter({ hasText: SHOW_CENTS_SAVED(true) })
    .first()
    .waitFor();
  await saveScreenshots(page, 'money-story-show-cents-setting', {
    widths: PHONE_WIDTHS,
    fullPage: false,
    scrollTo: amounts,
  });
  await checkPhoneWidths('settings (show cents)');

  // Saved with the account: a fresh load of the budget shows every cent, and no note is needed.
  await openWithAccess(page, '/', user);
  await early.getByRole('listitem', { name: 'Water, $10.50, due the 2nd' }).waitFor();
  await early.getByText(leftToPayText(3_150, formatDollarsAndCents)).waitFor();
  await expect.poll(() => early.getByText('-$11.50', { exact: true }).count()).toBe(1);
  await expect.poll(() => page.getByText(ROWS_ROUNDED_NOTE).count()).toBe(0);
  await saveScreenshots(page, 'money-story-cents-shown', { widths: PHONE_WIDTHS });
  await checkPhoneWidths('budget (cents shown)');
});

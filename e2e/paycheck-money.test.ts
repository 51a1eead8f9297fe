// Paycheck money right to the cent in the browser: a three-paycheck month copied forward under an every-two-weeks
// schedule, and the money a month opens with counted before the bills of the 1st.
import { describe, expect, it } from 'vitest';
import { ordinalDay } from '@halfwise/core/display.ts';
import type { Locator } from 'playwright-core';
import { dateInMonth, daysInMonth, shortMonthLabel, shortMonthName } from '../src/domain/month.ts';
import { apiSettled } from './support/api-settled.ts';
import { signUpWithCard } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { addMonths, copyToNextMonth, currentMonthKey, seedItems, storedBudget } from './support/budget.ts';
import { section, setPaySchedule, stripMonthWithDays } from './support/pay-schedule.ts';

const session = useBrowser();

describe.each([375, 1280])('at %d px', (width) => {
  it('copies a three-paycheck month to a two-paycheck month: paychecks on its paydays, the balance on the 1st', async () => {
    const { page } = session;
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const user = await signUpWithCard(`three-paychecks-${width}`);
    // Paid every two weeks from the 1st: the 1st, 15th and 29th. Next month pays 14 and 28 days after the 29th.
    const month = stripMonthWithDays(29);
    const next = addMonths(month, 1);
    const firstPayday = 43 - daysInMonth(month);
    const secondPayday = firstPayday + 14;
    await setPaySchedule(user, { kind: 'biweekly', anchor: `${month}-01` });
    await seedItems(user, month, [
      { kind: 'income', name: 'Starting cash', dollars: 1501, day: '1' },
      { kind: 'income', name: 'Paycheck', dollars: 2000, day: dateInMonth(month, 15) },
      { kind: 'expense', name: 'Rent', dollars: 1200, day: '1' },
      { kind: 'expense', name: 'Phone', dollars: 65, day: dateInMonth(month, 20) },
    ]);
    await openWithAccess(page, `/?month=${month}`, user);
    const offer = (day: number) => `Add your ${shortMonthName(month)} ${day} paycheck of $2,000`;
    // The month's bank balance is not a paycheck: the 1st is still offered one.
    await page.getByRole('button', { name: offer(1) }).waitFor();
    await section(page, '29th – month end')
      .getByRole('button', { name: offer(29) })
      .click();
    await section(page, '29th – month end')
      .getByRole('listitem', { name: 'Paycheck, $2,000, due the 29th' })
      .waitFor();
    await apiSettled(page);

    await copyToNextMonth(page);
    await page.getByRole('button', { name: shortMonthLabel(next) }).click();

    // The copy carries this month's leftover as next month's bank balance: 1,501 − 1,200 + 2,000 − 65 + 2,000.
    const opening = page.getByRole('region', { name: `1st – ${ordinalDay(firstPayday - 1)}` });
    await opening
      .getByRole('listitem', { name: new RegExp(`^${shortMonthName(next)} 1 Bank Balance, \\$4,236`) })
      .waitFor();
    await page
      .getByRole('listitem', { name: `Paycheck, $2,000, due the ${ordinalDay(firstPayday)}` })
      .waitFor();
    await page
      .getByRole('listitem', { name: `Paycheck, $2,000, due the ${ordinalDay(secondPayday)}` })
      .waitFor();
    await expectCount(page.getByRole('listitem', { name: /^Paycheck,/ }), 2);
    // 4,236 − 1,200 on the 1st; + 2,000 − 65 (Phone on the 20th) + 2,000 by month end.
    await page.locator('p', { hasText: 'Month-end balance' }).getByText('$6,971').waitFor();
    await expectCount(page.getByText(/runs short by/), 0);
    await saveScreenshots(page, 'paycheck-copy-two-paydays');
    await expectNoAxeViolations(page, `a copied two-payday month at ${width} px`);

    const copied = await storedBudget(user, next);
    expect(copied.incomeItems.map((item) => [item.name, item.date])).toEqual([
      ['Starting cash', '1'],
      ['Paycheck', dateInMonth(next, firstPayday)],
      ['Paycheck', dateInMonth(next, secondPayday)],
    ]);
  });
});

it('counts the starting cash before the bills of the 1st: no dip below zero that never happens', async () => {
  const { page } = session;
  const user = await signUpWithCard('starting-cash');
  const month = currentMonthKey();
  await seedItems(user, month, [
    { kind: 'income', name: 'Starting cash', dollars: 1501, day: '1' },
    { kind: 'income', name: 'Paycheck 1', dollars: 3500, day: '1' },
    { kind: 'expense', name: 'Rent', dollars: 1500, day: '1' },
    { kind: 'expense', name: 'Phone', dollars: 416, day: '1' },
  ]);
  await openWithAccess(page, `/?month=${month}`, user);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.locator('p', { hasText: 'Balance on the 15th' }).getByText('$3,085').waitFor();
    await expectCount(page.getByText(/^Dips to /), 0);
  }
  await saveScreenshots(page, 'starting-cash-no-dip');
  await expectNoAxeViolations(page, 'starting cash with bills on the 1st');
});

/** Waits until the locator matches exactly `count` elements (and fails with the count it saw). */
async function expectCount(locator: Locator, count: number): Promise<void> {
  await expect.poll(() => locator.count(), { timeout: 5_000 }).toBe(count);
}

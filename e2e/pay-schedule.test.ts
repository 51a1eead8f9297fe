import { PAY_SCHEDULE_MESSAGES } from '@halfwise/core/pay-schedule-schema.ts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { daysInMonth, monthName, shortMonthLabel, shortMonthName } from '../src/domain/month.ts';
import { PAY_SCHEDULE_SAVED } from '../src/features/settings/hooks/use-save-pay-schedule.ts';
import { apiSettled } from './support/api-settled.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { signUpWithCard } from './support/api.ts';
import { addMonths, copyToNextMonth, dragHandleTo, seedItems, storedBudget } from './support/budget.ts';
import {
  bringIntoViewTogether,
  section,
  sectionRowNames,
  setPaySchedule,
  stripMonthWithDays,
} from './support/pay-schedule.ts';

const session = useBrowser();

/**
 * Drags Phone onto the lower part of the row `rowName` of `target`, both brought into view, letting go once the
 * screen says Phone is over it and the drop line shows under it.
 */
async function dragPhoneOnto(page: Page, target: Locator, rowName: string): Promise<void> {
  const row = target.getByRole('listitem', { name: new RegExp(`^${rowName}`) });
  await bringIntoViewTogether(page, 'Move Phone', row);
  await dragHandleTo(page, 'Move Phone', row, 0.8, {
    announcedOver: `Phone is over ${rowName}.`,
    line: 'below',
  });
}

describe.each([375, 1280])('paid every two weeks, at %d px', (width) => {
  it('sets the schedule, fills a three-payday month, moves across its sections and copies it on', async () => {
    const { page } = session;
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const user = await signUpWithCard(`biweekly-${width}`);
    // Paid every two weeks from the 1st: the 1st, 15th and 29th, three paychecks in this month.
    const month = stripMonthWithDays(29);
    const next = addMonths(month, 1);
    const [year, mm] = month.split('-');
    const dated = (day: number) => `${mm}/${String(day).padStart(2, '0')}/${year}`;

    await openWithAccess(page, '/settings', user);
    const card = page.getByRole('region', { name: 'Pay schedule' });
    await card.getByRole('radio', { name: 'Twice a month' }).waitFor();
    await expect.poll(() => card.getByRole('radio', { name: 'Twice a month' }).isChecked()).toBe(true);
    await card.getByRole('radio', { name: 'Every two weeks' }).check();
    await card.getByRole('button', { name: 'Save pay schedule' }).click();
    await card.getByText(PAY_SCHEDULE_MESSAGES.anchor).waitFor();
    await card.getByLabel('One of your paydays').fill(`${month}-01`);
    await card.getByRole('button', { name: 'Save pay schedule' }).click();
    await page.getByRole('status').filter({ hasText: PAY_SCHEDULE_SAVED }).waitFor();

    await seedItems(user, month, [
      { kind: 'income', name: 'Paycheck', dollars: 2000, day: dated(1) },
      { kind: 'expense', name: 'Rent', dollars: 1500, day: dated(2) },
      { kind: 'expense', name: 'Phone', dollars: 50, day: dated(16) },
      { kind: 'expense', name: 'Car', dollars: 700, day: dated(29) },
    ]);
    await openWithAccess(page, `/?month=${month}`, user);
    const [first, second, third] = ['1st – 14th', '15th – 28th', '29th – month end'];
    await section(page, third).getByRole('listitem', { name: 'Car, $700, due the 29th' }).waitFor();
    await expect
      .poll(() => page.getByRole('region').evaluateAll((regions) => regions.length))
      .toBeGreaterThanOrEqual(3);
    await section(page, first).getByText('Balance on the 15th').waitFor();
    await section(page, second).getByText('Balance on the 29th').waitFor();
    await section(page, third).getByText('Month-end balance').waitFor();
    // No paycheck on the 15th yet: $2,000 less Rent, Phone and Car leaves the last section $250 short.
    await section(page, third).getByText('This paycheck runs short by $250 by month end').waitFor();
    const setUpNext = `Set up ${monthName(next)}'s budget to see whether this month covers its bills before`;
    await page.getByRole('status').filter({ hasText: setUpNext }).waitFor();

    const label = (day: number) => `Add your ${shortMonthName(month)} ${day} paycheck of $2,000`;
    await section(page, third)
      .getByRole('button', { name: label(29) })
      .waitFor();
    await section(page, second)
      .getByRole('button', { name: label(15) })
      .click();
    await section(page, second).getByRole('listitem', { name: 'Paycheck, $2,000, due the 15th' }).waitFor();
    await section(page, second)
      .getByRole('button', { name: label(15) })
      .waitFor({ state: 'detached' });

    // Phone goes from the second section to the third, then to the first: dated on each one's first day.
    await dragPhoneOnto(page, section(page, third), 'Car');
    await section(page, third).getByRole('listitem', { name: 'Phone, $50, due the 29th' }).waitFor();
    await dragPhoneOnto(page, section(page, first), 'Rent');
    await section(page, first).getByRole('listitem', { name: 'Phone, $50, due the 1st' }).waitFor();
    await expect.poll(() => sectionRowNames(page, first)).toEqual(['Paycheck', 'Rent', 'Phone']);
    await expect.poll(() => sectionRowNames(page, third)).toEqual(['Car']);
    await apiSettled(page);

    await copyToNextMonth(page);
    // Next month's first payday comes 28 days after the 1st; until then Rent and Phone are due: $1,550.
    // This month ends with 2,000 + 2,000 − 1,500 − 50 − 700 = $1,750.
    await page
      .getByRole('status')
      .filter({ hasText: `Covered: ${monthName(next)}'s bills before the` })
      .filter({ hasText: 'with $200 to spare' })
      .waitFor();

    // Paychecks moved to the matching paydays of next month (14 and 28 days after the 29th); the rest kept
    // their day.
    const copied = await storedBudget(user, next);
    const [nextYear, nextMm] = next.split('-');
    const nextDated = (day: number) => `${nextMm}/${String(day).padStart(2, '0')}/${nextYear}`;
    const length = daysInMonth(month);
    // (Besides them, this month's leftover opens next month as its 'Starting cash'.)
    const paychecks = copied.incomeItems.filter((item) => item.name !== 'Starting cash');
    expect(paychecks.map((item) => item.date).sort()).toEqual(
      [nextDated(43 - length), nextDated(57 - length)].sort(),
    );
    expect(copied.expenseItems.map((item) => [item.name, item.dueDate])).toEqual(
      expect.arrayContaining([
        ['Rent', nextDated(2)],
        ['Car', nextDated(29)],
      ]),
    );
    await page.getByRole('button', { name: shortMonthLabel(next) }).click();
    await page
      .getByRole('listitem', { name: /^Paycheck, \$2,000/ })
      .first()
      .waitFor();
  });
});

const SHOWN_MONTHS = [
  {
    name: 'pay-schedule-two-sections',
    schedule: () => ({ kind: 'monthly', day: 10 }) as const,
    days: 29,
    lastTitle: '10th – month end',
    items: [
      { kind: 'expense', name: 'Rent', dollars: 1200, day: 2 },
      { kind: 'income', name: 'Paycheck', dollars: 3000, day: 10 },
      { kind: 'expense', name: 'Groceries', dollars: 400, day: 20 },
    ],
  },
  {
    name: 'pay-schedule-three-sections',
    schedule: (month: string) => ({ kind: 'biweekly', anchor: `${month}-01` }) as const,
    days: 29,
    lastTitle: '29th – month end',
    items: [
      { kind: 'income', name: 'Paycheck', dollars: 2000, day: 1 },
      { kind: 'expense', name: 'Rent', dollars: 1500, day: 2 },
      { kind: 'expense', name: 'Car', dollars: 700, day: 29 },
    ],
  },
  {
    name: 'pay-schedule-four-sections',
    schedule: (month: string) => ({ kind: 'biweekly', anchor: `${month}-02` }) as const,
    days: 30,
    lastTitle: '30th – month end',
    items: [
      { kind: 'expense', name: 'Phone', dollars: 60, day: 1 },
      { kind: 'income', name: 'Paycheck', dollars: 2000, day: 2 },
      { kind: 'expense', name: 'Rent', dollars: 1500, day: 3 },
      { kind: 'expense', name: 'Insurance', dollars: 800, day: 20 },
      { kind: 'expense', name: 'Gym', dollars: 40, day: 30 },
    ],
  },
] as const;

it('shows months of two, three and four sections, each readable and accessible', async () => {
  const { page } = session;
  for (const shown of SHOWN_MONTHS) {
    const user = await signUpWithCard(shown.name);
    const month = stripMonthWithDays(shown.days);
    const [year, mm] = month.split('-');
    await setPaySchedule(user, shown.schedule(month));
    await seedItems(
      user,
      month,
      shown.items.map((item) => ({ ...item, day: `${mm}/${String(item.day).padStart(2, '0')}/${year}` })),
    );
    await openWithAccess(page, `/?month=${month}`, user);
    await section(page, shown.lastTitle).getByRole('listitem').first().waitFor();
    await saveScreenshots(page, shown.name);
  }
  // The last one open: four sections, a short one flagged and two paychecks offered.
  await page
    .getByText(/runs short by/)
    .first()
    .waitFor();
  await expectNoAxeViolationsAtBothWidths(page, 'a four-section month');

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Pay schedule' });
  await card.getByRole('radio', { name: 'Every two weeks' }).check();
  await expectNoAxeViolationsAtBothWidths(page, 'settings, pay schedule');
  await card.getByRole('radio', { name: 'Twice a month' }).check();
  await card.getByLabel('Second payday (day of the month)').fill('40');
  await card.getByRole('button', { name: 'Save pay schedule' }).click();
  await card.getByText(PAY_SCHEDULE_MESSAGES.days).waitFor();
  await saveScreenshots(page, 'settings-pay-schedule-error');
  await expectNoAxeViolationsAtBothWidths(page, 'settings, pay schedule refused');
});

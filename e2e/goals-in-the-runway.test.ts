// The goals' set-asides in the runway (docs/domain.md "The runway"): a person paid every two weeks saves for
// "Vacation $1,200" by a month and for "Car insurance $600 every 6 months", whose bill is linked to its goal and
// half of which is already in the Future Goals balance. While the set-asides are in the budget, each payday's
// set-aside is a bill of that payday and the insurance is paid from them: the runway's low stays above zero on its
// due day. With the switch off, the same runway is short there. Expected figures are worked out here.
import { runwayLowestText, runwayShortText, runwayTitle } from '@halfwise/core/runway-messages.ts';
import type { Goal } from '@halfwise/core/contract/goals.ts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { daysLater, itemDate, monthsLater, THIS_MONTH, TODAY } from '../tests/api/goal-calendar.ts';
import { callApi, signUpWithCard, type ApiSession } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { seedItems, type SeedItem } from './support/budget.ts';

const session = useBrowser();

/** Paid every two weeks from tomorrow; the runway's six rows open with the payday before today. */
const PAYDAYS = Array.from({ length: 6 }, (_, index) => daysLater(TODAY, -13 + 14 * index));
/** The insurance falls due after two paydays to come (tomorrow and 14 days later), before the third. */
const DUE = daysLater(TODAY, 20);
const STARTING_CASH = 50;
const PAYCHECK = 1_000;
const GROCERIES = 740;

/**
 * $50 of starting cash on the 1st of this month (the runway opens with this month), a $1,000 paycheck on every
 * payday to come with $740 of groceries the day after, and the insurance's $600 bill on its due day, linked to its
 * goal. The switch off: $50 + 2 × $260 − $600 = −$30 on the due day.
 */
async function personWithInsurance(): Promise<ApiSession> {
  const person = await signUpWithCard('goals-in-the-runway');
  await callApi('PUT', '/api/pay-schedule', { kind: 'biweekly', anchor: PAYDAYS[1] }, person.token);
  const items = new Map<string, SeedItem[]>();
  const add = (date: string, item: Omit<SeedItem, 'day'>) => {
    const month = date.slice(0, 7);
    items.set(month, [...(items.get(month) ?? []), { ...item, day: itemDate(date) }]);
  };
  add(`${THIS_MONTH}-01`, { kind: 'income', name: 'Starting cash', dollars: STARTING_CASH });
  for (const payday of PAYDAYS.slice(1)) {
    add(payday, { kind: 'income', name: 'Paycheck', dollars: PAYCHECK });
    add(daysLater(payday, 1), { kind: 'expense', name: 'Groceries', dollars: GROCERIES });
  }
  const budgets = new Map<string, number>();
  for (const [month, monthItems] of [...items].sort(([a], [b]) => a.localeCompare(b))) {
    budgets.set(month, await seedItems(person, month, monthItems));
  }
  // Made first, the insurance comes first in the person's order: the balance's $300 is its share.
  const insurance = await callApi<Goal>(
    'POST',
    '/api/future-plans',
    { name: 'Car insurance', targetAmount: 60_000, repeatMonths: 6, nextDue: DUE },
    person.token,
  );
  await callApi(
    'POST',
    '/api/future-plans',
    { name: 'Vacation', targetAmount: 120_000, targetMonth: monthsLater(THIS_MONTH, 6) },
    person.token,
  );
  await callApi('POST', '/api/future-goals/balance', { balance: 300 }, person.token);
  const dueBudget = budgets.get(DUE.slice(0, 7)) ?? (await seedItems(person, DUE.slice(0, 7), []));
  await callApi(
    'POST',
    '/api/expense',
    {
      budgetId: dueBudget,
      name: 'Car insurance',
      amount: 60_000,
      dueDate: itemDate(DUE),
      priority: 3,
      category: 'other',
      goalId: insurance.id,
    },
    person.token,
  );
  return person;
}

async function openRunway(page: Page, person: ApiSession): Promise<void> {
  await openWithAccess(page, '/budget/runway', person);
  await page.getByRole('heading', { level: 1, name: runwayTitle(6) }).waitFor();
  await page.getByRole('table').waitFor();
}

const summary = (page: Page) => page.getByRole('status').filter({ hasText: 'Lowest:' });

it('keeps the runway above zero on the insurance’s due day while the set-asides are in the budget', async () => {
  const { page } = session;
  const person = await personWithInsurance();
  const goals = await callApi<Goal[]>('GET', '/api/future-plans', undefined, person.token);
  const [insurance, vacation] = goals;
  // $300 still missing over the two paydays before it falls due; the vacation's share is under $110 a paycheck,
  // so each paycheck's $260 left after groceries covers both set-asides.
  expect(insurance).toMatchObject({ name: 'Car insurance', perPaycheck: 15_000, paydaysLeft: 2 });
  expect(vacation?.name).toBe('Vacation');
  expect(vacation?.perPaycheck).toBeLessThanOrEqual(11_000);

  await openRunway(page, person);
  await summary(page)
    .getByText(runwayShortText('$30', DUE, PAYDAYS[3]!))
    .waitFor();
  await expectNoAxeViolationsAtBothWidths(page, 'runway, goals not in the budget');
  await saveScreenshots(page, 'goals-in-the-runway-switch-off');

  await callApi('PUT', '/api/goals/settings', { intoBudget: true }, person.token);
  await openRunway(page, person);
  await summary(page)
    .getByText(runwayLowestText(`$${STARTING_CASH}`, TODAY))
    .waitFor();
  await expect.poll(() => page.getByText(/^Short by/).count()).toBe(0);
  await expectNoAxeViolationsAtBothWidths(page, 'runway, goals in the budget');
  await saveScreenshots(page, 'goals-in-the-runway');
});

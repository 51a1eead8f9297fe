// The goals' set-asides in the budget (docs/budget-screen.md "Future Goals lines"): a person paid every two weeks
// with a goal by a month and a bill that repeats turns the switch on, sees each payday's 'Future Goals' line with
// each goal's part, ticks one paid and takes it back with Undo.
import { expect, it } from 'vitest';
import { monthYear, shortMonthName } from '../src/domain/month.ts';
import { undoButtonName, UNDO_LABELS } from '../src/domain/undo-text.ts';
import { callApi, signUpWithCard } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { currentMonthKey, openBudget, seedItems } from './support/budget.ts';
import { daysLater, monthsLater, THIS_MONTH, TODAY } from '../tests/api/goal-calendar.ts';

const session = useBrowser();
interface SetAsideSection {
  start: string;
  payday: boolean;
  setAside?: number;
  setAsidePaid?: boolean;
}

it('puts each paycheck’s set-aside into the budget as a Future Goals line, ticked paid and undone', async () => {
  const account = await signUpWithCard('goals-in-the-budget');
  // The first payday is tomorrow, so the month it falls in has a line to tick whatever day this runs.
  const anchor = daysLater(TODAY, 1);
  const month = anchor.slice(0, 7);
  await callApi('PUT', '/api/pay-schedule', { kind: 'biweekly', anchor }, account.token);
  const create = (body: object) => callApi('POST', '/api/future-plans', body, account.token);
  await create({ name: 'Vacation', targetAmount: 120_000, targetMonth: monthsLater(THIS_MONTH, 6) });
  await create({
    name: 'Car insurance',
    targetAmount: 60_000,
    repeatMonths: 6,
    nextDue: daysLater(TODAY, 40),
  });
  await callApi('PUT', '/api/goals/settings', { intoBudget: true }, account.token);
  await seedItems(account, month, [
    { kind: 'income', name: 'Paycheck', dollars: 2_000, day: String(Number(anchor.slice(8))) },
    { kind: 'expense', name: 'Rent', dollars: 900, day: '28' },
  ]);
  const read = await callApi<{ sections: SetAsideSection[] }>(
    'GET',
    `/api/budget/${account.user.id}/${month}/${monthYear(month)}`,
    undefined,
    account.token,
  );
  const first = read.sections.find((section) => section.start === anchor);
  expect(first?.setAside).toBeGreaterThan(0);

  const { page } = session;
  await openBudget(page, account);
  if (month !== currentMonthKey()) {
    await page
      .getByRole('navigation', { name: 'Months' })
      .getByRole('button', { name: `${shortMonthName(month)} ${monthYear(month)}` })
      .click();
  }
  const line = page.getByRole('group', { name: /^Future Goals, \$/ }).first();
  await line.waitFor();
  await line.getByRole('button', { name: 'Details of Future Goals' }).click();
  const parts = line.getByRole('list', { name: 'Parts of Future Goals' });
  await parts.getByText('Vacation').waitFor();
  await parts.getByText('Car insurance').waitFor();
  await expectNoAxeViolationsAtBothWidths(page, 'budget with Future Goals lines');
  await saveScreenshots(page, 'goals-in-the-budget');

  const tick = line.getByRole('checkbox', { name: 'Paid: Future Goals' });
  await tick.check();
  const undo = page.getByRole('button', {
    name: undoButtonName(UNDO_LABELS.ticked('Future Goals', 'Paid', true)),
  });
  await undo.waitFor();
  const ticked = async () =>
    (
      await callApi<{ sections: SetAsideSection[] }>(
        'GET',
        `/api/budget/${account.user.id}/${month}/${monthYear(month)}`,
        undefined,
        account.token,
      )
    ).sections.find((section) => section.start === anchor)?.setAsidePaid;
  await expect.poll(ticked).toBe(true);
  await undo.click();
  await expect.poll(ticked).toBe(false);
  await expect.poll(() => tick.isChecked()).toBe(false);
});

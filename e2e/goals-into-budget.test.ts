// The Goals screen's data for goals funded by paycheck (docs/goals-screen.md): each dated goal's pace bar, an
// undated goal's quiet 'Add a date' icon, the switch that puts the set-asides into the budget asking once whether
// they replace the person's own 'Future Goals' expense, and an expense linked to its goal from the budget's row
// details ('Pays goal'). Axe at 375 and 1280 px; screenshots goals-pace, goals-into-budget-question, budget-pays-goal.
import { expect, it } from 'vitest';
import { callApi, signUpWithCard } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { currentMonthKey, openBudget, seedItems, storedBudget } from './support/budget.ts';
import { openGoalsScreen } from './support/goals.ts';

const session = useBrowser();
const DAY_MS = 86_400_000;
const TODAY = new Date().toISOString().slice(0, 10);
const daysLater = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const monthsLater = (count: number) => {
  const date = new Date(Date.UTC(Number(TODAY.slice(0, 4)), Number(TODAY.slice(5, 7)) - 1 + count, 1));
  return date.toISOString().slice(0, 7);
};

it('shows each dated goal’s pace, puts the set-asides into the budget in place of the person’s own line, and links a bill', async () => {
  const account = await signUpWithCard('goals-into-budget');
  await callApi('PUT', '/api/pay-schedule', { kind: 'biweekly', anchor: daysLater(3) }, account.token);
  const month = currentMonthKey();
  await seedItems(account, month, [
    { kind: 'income', name: 'Paycheck 1', dollars: 2000, day: '1' },
    { kind: 'expense', name: 'Future Goals 🚀', dollars: 100, day: '5' },
    { kind: 'expense', name: 'Insurance', dollars: 600, day: '20' },
  ]);
  const create = (body: object) => callApi('POST', '/api/future-plans', body, account.token);
  await create({ name: 'Vacation', targetAmount: 120_000, targetMonth: monthsLater(6) });
  await create({ name: 'Car insurance', targetAmount: 60_000, repeatMonths: 6, nextDue: daysLater(40) });
  await create({ name: 'Rainy day', targetAmount: 50_000 });
  await callApi('POST', '/api/future-goals/balance', { balance: 300 }, account.token);

  const { page } = session;
  await openGoalsScreen(page, account);
  const vacationPace = page.getByRole('progressbar', { name: 'Saved toward Vacation' });
  await vacationPace.waitFor();
  // The balance fills Vacation first: $300 of $1,200.
  await expect
    .poll(() => vacationPace.getAttribute('aria-valuetext'))
    .toMatch(/^\$300 saved of \$1,200; \$\d[\d,]* by today$/);
  await page.getByRole('progressbar', { name: 'Saved toward Car insurance' }).waitFor();
  await page.getByRole('button', { name: 'Add a date to Rainy day' }).waitFor();
  await expect.poll(() => page.getByRole('progressbar', { name: 'Saved toward Rainy day' }).count()).toBe(0);
  await expectNoAxeViolationsAtBothWidths(page, 'goals with their pace');
  await saveScreenshots(page, 'goals-pace');

  const toggle = page.getByRole('switch', { name: 'Put the set-asides into the budget' });
  await expect.poll(() => toggle.isChecked()).toBe(false);
  await toggle.click();
  const question = page.getByRole('dialog', { name: 'Replace your Future Goals expenses?' });
  await question
    .getByText('You have an expense named Future Goals in a month from now on.', { exact: false })
    .waitFor();
  await expectNoAxeViolationsAtBothWidths(page, 'replace question');
  await saveScreenshots(page, 'goals-into-budget-question', { fullPage: false });
  await question.getByRole('button', { name: 'Replace' }).click();
  await expect.poll(() => toggle.isChecked()).toBe(true);
  await expect
    .poll(
      async () =>
        (await callApi<{ intoBudget: boolean }>('GET', '/api/goals/settings', undefined, account.token))
          .intoBudget,
    )
    .toBe(true);
  await expect
    .poll(async () => (await storedBudget(account, month)).expenseItems.map((item) => item.name))
    .toEqual(['Insurance']);

  await openBudget(page, account);
  await page.getByRole('button', { name: 'Details of Insurance' }).click();
  const select = page.getByRole('combobox', { name: 'Goal Insurance pays' });
  await select.selectOption({ label: '🎯 Car insurance' });
  const goals = await callApi<{ id: number; name: string }[]>(
    'GET',
    '/api/future-plans',
    undefined,
    account.token,
  );
  const insurance = goals.find((goal) => goal.name === 'Car insurance');
  await expect
    .poll(
      async () =>
        (await storedBudget(account, month)).expenseItems.find((item) => item.name === 'Insurance')?.goalId,
    )
    .toBe(insurance?.id);
  await expectNoAxeViolationsAtBothWidths(page, 'budget with a bill paying a goal');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshots(page, 'budget-pays-goal');
});

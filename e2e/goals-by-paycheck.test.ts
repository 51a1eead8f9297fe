// Goals funded by paycheck on the Goals screen (docs/goals-screen.md): a person paid every two weeks sees what to
// set aside from each paycheck for a goal by a month and for a bill that repeats, and gives another goal a month
// through the date dialog. The expected dates are walked here, 14 days at a time, not taken from the app.
import { expect, it } from 'vitest';
import { formatDollars } from '../src/domain/money.ts';
import { shortMonthName } from '../src/domain/month.ts';
import { callApi, signUpWithCard } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { openGoalsScreen } from './support/goals.ts';

const session = useBrowser();
const DAY_MS = 86_400_000;
const TODAY = new Date().toISOString().slice(0, 10);

const daysLater = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function monthsLater(count: number): string {
  const date = new Date(Date.UTC(Number(TODAY.slice(0, 4)), Number(TODAY.slice(5, 7)) - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

/** The last day of a 'yyyy-MM' month (day 0 of the month after). */
const lastDayOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** Paydays every 14 days from `anchor`, after today up to `through`. */
function paydays(anchor: string, through: string): string[] {
  const days: string[] = [];
  for (let day = anchor; day <= through; day = daysLater(day, 14)) if (day > TODAY) days.push(day);
  return days;
}

const short = (date: string) => `${shortMonthName(date.slice(0, 7))} ${Number(date.slice(8))}`;
const line = (target: number, days: readonly string[]) =>
  `Set aside ${formatDollars(Math.ceil(target / days.length))} from each paycheck until ${short(days.at(-1) ?? '')}`;

it('shows the set-aside from each paycheck for a dated goal and a repeating bill, and dates a goal', async () => {
  const account = await signUpWithCard('goals-by-paycheck');
  const anchor = daysLater(TODAY, 3);
  await callApi('PUT', '/api/pay-schedule', { kind: 'biweekly', anchor }, account.token);
  const vacationMonth = monthsLater(6);
  const nextDue = daysLater(TODAY, 40);
  const create = (body: object) => callApi('POST', '/api/future-plans', body, account.token);
  await create({ name: 'Vacation', targetAmount: 120_000, targetMonth: vacationMonth });
  await create({ name: 'Car insurance', targetAmount: 60_000, repeatMonths: 6, nextDue });
  await create({ name: 'Rainy day', targetAmount: 50_000 });

  const { page } = session;
  await openGoalsScreen(page, account);
  const row = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Edit name of ${name}` }) });
  await row('Vacation')
    .getByText(line(120_000, paydays(anchor, lastDayOf(vacationMonth))))
    .waitFor();
  await row('Car insurance')
    .getByText(line(60_000, paydays(anchor, nextDue)))
    .waitFor();
  await row('Car insurance')
    .getByText(`Every 6 months, next due ${short(nextDue)}`)
    .waitFor();
  // An undated goal has no date line at rest, only its quiet 'Add a date' icon.
  await row('Rainy day').getByRole('button', { name: 'Add a date to Rainy day' }).waitFor();
  await expect.poll(() => row('Rainy day').getByText('No date').count()).toBe(0);
  await page.getByText('Your Future Goals balance counts toward your goals in order, top first.').waitFor();
  await expectNoAxeViolationsAtBothWidths(page, 'goals with dates');
  await saveScreenshots(page, 'goals-by-paycheck');

  await row('Rainy day').getByRole('button', { name: 'Add a date to Rainy day' }).click();
  const dialog = page.getByRole('dialog', { name: 'When is Rainy day due?' });
  await dialog.getByRole('radio', { name: 'By a month' }).check();
  const rainyMonth = monthsLater(3);
  await dialog.getByLabel('Target month').fill(rainyMonth);
  await expectNoAxeViolationsAtBothWidths(page, 'goal date dialog');
  await saveScreenshots(page, 'goals-date-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save' }).click();

  await row('Rainy day')
    .getByText(`By ${shortMonthName(rainyMonth)} ${rainyMonth.slice(0, 4)}`)
    .waitFor();
  await row('Rainy day')
    .getByText(line(50_000, paydays(anchor, lastDayOf(rainyMonth))))
    .waitFor();
  const stored = await callApi<{ name: string; targetMonth: string | null }[]>(
    'GET',
    '/api/future-plans',
    undefined,
    account.token,
  );
  expect(stored.find((goal) => goal.name === 'Rainy day')?.targetMonth).toBe(rainyMonth);
});

import { expect, it } from 'vitest';
import { MONEY_REJECTION_MESSAGES } from '../src/domain/money-input.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import {
  addGoalInBrowser,
  listGoalsViaApi,
  openGoalsScreen,
  openWithGoal,
  totalGoals,
} from './support/goals.ts';
import { signUpWithCard } from './support/api.ts';

const session = useBrowser();

it('shows the empty state to a user without goals', async () => {
  const account = await signUpWithCard('goals-empty');
  const { page } = session;
  await openGoalsScreen(page, account, '/goals');

  await page.getByRole('heading', { name: 'No Goals Yet' }).waitFor();
  await page.getByText('Start tracking your future goals and watch your progress grow!').waitFor();
  await expect.poll(() => totalGoals(page)).toBe('$0');
  await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
  await expect
    .poll(() => page.getByRole('link', { name: 'Goals' }).getAttribute('aria-current'))
    .toBe('page');
  await saveScreenshots(page, 'goals-empty');
});

it('adds three goals and shows their total, the progress bar and the monthly hint', async () => {
  const account = await signUpWithCard('goals-add');
  const { page } = session;
  await openGoalsScreen(page, account);

  await page.getByRole('button', { name: 'ADD GOAL' }).click();
  await expect.poll(() => page.getByPlaceholder('Enter goal name').count()).toBe(1);
  await expect.poll(() => page.getByPlaceholder('0', { exact: true }).count()).toBe(1);
  // A blank name cancels the add.
  await page.getByRole('textbox', { name: 'Goal name' }).press('Escape');
  await page.getByRole('heading', { name: 'No Goals Yet' }).waitFor();

  await addGoalInBrowser(page, 'Emergency fund', '5000');
  await addGoalInBrowser(page, 'Holiday in Lisbon', '1200');
  // Whole dollars: typed cents are refused with a note, never shifted into dollars (250.75 is not 25075).
  await page.getByRole('button', { name: 'ADD GOAL' }).click();
  await page.getByRole('textbox', { name: 'Goal name' }).fill('New laptop');
  await page.getByRole('spinbutton', { name: 'Goal amount in dollars' }).pressSequentially('250.75');
  await expect
    .poll(() => page.getByRole('spinbutton', { name: 'Goal amount in dollars' }).inputValue())
    .toBe('250.75');
  await page.getByRole('alert').filter({ hasText: MONEY_REJECTION_MESSAGES.cents }).waitFor();
  await page.getByRole('spinbutton', { name: 'Goal amount in dollars' }).fill('2300');
  await page.getByRole('spinbutton', { name: 'Goal amount in dollars' }).press('Enter');

  await page.getByRole('button', { name: 'Edit name of New laptop' }).waitFor();
  await expect.poll(() => totalGoals(page)).toBe('$8,500');
  // $8,500 / 12 = $708.33, rounded up.
  await page.getByText("If you save $709 per month, you'll reach your goals in 12 months.").waitFor();
  await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  await expect
    .poll(async () => (await listGoalsViaApi(account)).map((goal) => [goal.name, goal.targetAmount]))
    .toEqual([
      ['Emergency fund', 500_000],
      ['Holiday in Lisbon', 120_000],
      ['New laptop', 230_000],
    ]);
  await saveScreenshots(page, 'goals-filled');
});

it('an unparseable new amount counts as 0', async () => {
  const account = await signUpWithCard('goals-zero');
  const { page } = session;
  await openGoalsScreen(page, account);
  await page.getByRole('button', { name: 'ADD GOAL' }).click();
  await page.getByRole('textbox', { name: 'Goal name' }).fill('Someday');
  await page.getByRole('textbox', { name: 'Goal name' }).press('Enter');
  await page.getByRole('spinbutton', { name: 'Goal amount in dollars' }).press('Enter');
  await page.getByRole('button', { name: 'Edit target of Someday: $0' }).waitFor();
  await expect.poll(async () => (await listGoalsViaApi(account))[0]?.targetAmount).toBe(0);
});

it('edits a name and an amount inline; Escape and invalid input cancel silently', async () => {
  const { page } = session;
  const account = await openWithGoal(page, 'goals-edit', 'Car', 3000);

  await page.getByRole('button', { name: 'Edit name of Car' }).click();
  await page.getByRole('textbox', { name: 'Name of Car' }).fill('New car');
  await page.getByRole('textbox', { name: 'Name of Car' }).press('Enter');
  await page.getByRole('button', { name: 'Edit target of New car: $3,000' }).click();
  await page.getByRole('spinbutton', { name: 'Target of New car in dollars' }).fill('4500');
  // Blur saves.
  await page.getByRole('heading', { name: 'Future Goals' }).click();
  await page.getByRole('button', { name: 'Edit target of New car: $4,500' }).waitFor();
  await expect.poll(() => totalGoals(page)).toBe('$4,500');

  // Escape cancels.
  await page.getByRole('button', { name: 'Edit name of New car' }).click();
  await page.getByRole('textbox', { name: 'Name of New car' }).fill('Boat');
  await page.getByRole('textbox', { name: 'Name of New car' }).press('Escape');
  await page.getByRole('button', { name: 'Edit name of New car' }).waitFor();
  await expect.poll(() => page.getByText('Boat').count()).toBe(0);

  // A negative amount and a blank name cancel silently: no toast, nothing changes.
  await page.getByRole('button', { name: 'Edit target of New car: $4,500' }).click();
  await page.getByRole('spinbutton', { name: 'Target of New car in dollars' }).fill('-20');
  await page.getByRole('spinbutton', { name: 'Target of New car in dollars' }).press('Enter');
  await page.getByRole('button', { name: 'Edit name of New car' }).click();
  await page.getByRole('textbox', { name: 'Name of New car' }).fill('   ');
  await page.getByRole('textbox', { name: 'Name of New car' }).press('Enter');
  await page.getByRole('button', { name: 'Edit target of New car: $4,500' }).waitFor();
  await expect.poll(() => page.getByRole('alert').count()).toBe(0);

  await expect
    .poll(async () => (await listGoalsViaApi(account)).map((goal) => [goal.name, goal.targetAmount]))
    .toEqual([['New car', 450_000]]);
});

it('rolls an edit back and says so when the server refuses it', async () => {
  const { page } = session;
  await openWithGoal(page, 'goals-refused', 'House', 90_000);

  // The server refuses the change (answered here as it answers a value it does not accept).
  await page.route('**/api/future-plans/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 400, json: { message: 'Target amount must be at most 100000000 cents' } })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Edit target of House: $90,000' }).click();
  await page.getByRole('spinbutton', { name: 'Target of House in dollars' }).fill('95000');
  await page.getByRole('spinbutton', { name: 'Target of House in dollars' }).press('Enter');
  await page.getByRole('alert').filter({ hasText: 'Not saved' }).waitFor();
  await page.getByRole('button', { name: 'Edit target of House: $90,000' }).waitFor();
  await expect.poll(() => totalGoals(page)).toBe('$90,000');
});

it('changes a goal emoji from the picker', async () => {
  const { page } = session;
  const account = await openWithGoal(page, 'goals-emoji', 'Trip', 800);

  await page.getByRole('button', { name: 'Change emoji for Trip' }).click();
  await page.getByRole('group', { name: 'Emoji for Trip' }).getByRole('button', { name: 'Travel' }).click();
  await expect.poll(async () => (await listGoalsViaApi(account))[0]).toMatchObject({ emoji: '✈️' });
});

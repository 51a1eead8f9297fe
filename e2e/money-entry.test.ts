import { expect, it } from 'vitest';
import { MONEY_REJECTION_MESSAGES } from '../src/domain/money-input.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import {
  addItemWithButton,
  currentMonthKey,
  monthHalf,
  openBudget,
  seedItems,
  storedBudget,
} from './support/budget.ts';
import { listGoalsViaApi, openGoalsScreen, userWithGoal } from './support/goals.ts';
import { signUpWithCard } from './support/api.ts';
import { describedNote, pasteInto, recordWrites } from './support/money.ts';
import { apiSettled } from './support/api-settled.ts';

const session = useBrowser();

it('a whole-dollar amount edit drops thousands separators and refuses cents, typed or pasted', async () => {
  const user = await signUpWithCard('money-edit');
  const month = currentMonthKey();
  await seedItems(user, month, [{ kind: 'expense', name: 'Rent', dollars: 1800, day: '15' }]);
  const { page } = session;
  const sent = recordWrites(page);
  await openBudget(page, user);

  await page.getByRole('button', { name: 'Edit amount of Rent: $1,800' }).click();
  const amount = page.getByRole('spinbutton', { name: 'Amount of Rent in dollars' });
  await amount.fill('');
  await amount.pressSequentially('1,250.75');
  // The typed text stays as typed: the cents are refused, never shifted into $125,075.
  await expect.poll(() => amount.inputValue()).toBe('1,250.75');
  await expect.poll(() => describedNote(page, amount)).toBe(MONEY_REJECTION_MESSAGES.cents);
  await amount.press('Enter');
  await saveScreenshots(page, 'money-entry-cents-refused');
  await expect.poll(() => amount.isVisible()).toBe(true);

  // Pasted text follows the same rule.
  await amount.fill('');
  await pasteInto(page, amount, '1,250.75');
  await expect.poll(() => amount.inputValue()).toBe('1,250.75');
  await expect.poll(() => describedNote(page, amount)).toBe(MONEY_REJECTION_MESSAGES.cents);
  await amount.fill('');
  await pasteInto(page, amount, '1,250');
  await expect.poll(() => amount.getAttribute('aria-invalid')).toBeNull();
  await amount.press('Enter');

  await monthHalf(page, 'late').getByRole('listitem', { name: 'Rent, $1,250, due the 15th' }).waitFor();
  await apiSettled(page);
  expect(sent.filter((write) => write.method === 'PATCH').map((write) => write.body)).toEqual([
    { amount: 125_000 },
  ]);
  expect((await storedBudget(user, month)).expenseItems[0]?.amount).toBe(125_000);

  // A new item takes cents (step 0.01): '1,250.75' is $1,250.75, shown rounded as $1,251.
  await addItemWithButton(page, 'expense', { name: 'Laptop', amount: '1,250.75', typed: true });
  await monthHalf(page, 'late').getByRole('listitem', { name: 'Laptop, $1,251, due the 15th' }).waitFor();
  await apiSettled(page);
  const stored = await storedBudget(user, month);
  expect(stored.expenseItems.find((item) => item.name === 'Laptop')?.amount).toBe(125_075);
});

it('goals take whole dollars: cents are refused with a note, a thousands separator is dropped', async () => {
  const account = await userWithGoal('money-goals', 'Trip', 800);
  const { page } = session;
  const sent = recordWrites(page);
  await openGoalsScreen(page, account);

  await page.getByRole('button', { name: 'ADD GOAL' }).click();
  await page.getByRole('textbox', { name: 'Goal name' }).fill('New laptop');
  await page.getByRole('textbox', { name: 'Goal name' }).press('Enter');
  const amount = page.getByRole('spinbutton', { name: 'Goal amount in dollars' });
  await amount.pressSequentially('1500.5');
  await expect.poll(() => describedNote(page, amount)).toBe(MONEY_REJECTION_MESSAGES.cents);
  await amount.press('Enter');
  await saveScreenshots(page, 'money-entry-goal-cents');
  expect(sent).toEqual([]);
  await amount.fill('1,500');
  await amount.press('Enter');
  await page.getByRole('button', { name: 'Edit target of New laptop: $1,500' }).waitFor();

  await page.getByRole('button', { name: 'Edit target of Trip: $800' }).click();
  const target = page.getByRole('spinbutton', { name: 'Target of Trip in dollars' });
  await target.fill('');
  await pasteInto(page, target, '2,400.50');
  await expect.poll(() => describedNote(page, target)).toBe(MONEY_REJECTION_MESSAGES.cents);
  await target.press('Enter');
  await expect.poll(() => target.isVisible()).toBe(true);
  await target.fill('2,400');
  await target.press('Enter');
  await page.getByRole('button', { name: 'Edit target of Trip: $2,400' }).waitFor();

  await expect
    .poll(async () => (await listGoalsViaApi(account)).map((goal) => [goal.name, goal.targetAmount]))
    .toEqual([
      ['Trip', 240_000],
      ['New laptop', 150_000],
    ]);
  expect(sent.map((write) => write.body)).toEqual([
    expect.objectContaining({ name: 'New laptop', targetAmount: 150_000 }),
    { targetAmount: 240_000 },
  ]);
});

it('the bank balance dialog keeps its cents rule through the same field: 1,250.75 sends $1,251', async () => {
  const account = await signUpWithCard('money-balance');
  const { page } = session;
  const sent = recordWrites(page);
  await openGoalsScreen(page, account);

  await page.getByRole('button', { name: 'Update Bank Balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Bank Balance' });
  const field = dialog.getByLabel('Current Balance ($)');
  await field.fill('');
  await pasteInto(page, field, '1,250.75');
  await dialog.getByRole('button', { name: 'Update Balance' }).click();
  await dialog.getByText('Balance updated successfully!').waitFor();
  expect(sent.map((write) => write.body)).toEqual([{ balance: 1251 }]);
});

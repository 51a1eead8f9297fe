import { expect, it } from 'vitest';
import { signUpWithCard } from './support/api.ts';
import {
  MONEY_REJECTION_MESSAGES,
  NAME_REQUIRED_MESSAGE,
  type MoneyRejection,
} from '../src/domain/money-input.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { currentMonthKey, monthHalf, openBudget, seedItems } from './support/budget.ts';
import { openGoalsScreen, userWithGoal } from './support/goals.ts';
import { describedNote, recordWrites } from './support/money.ts';

const session = useBrowser();

it('the add row stays open and names the rule for each refused amount or a missing name; nothing is sent', async () => {
  const user = await signUpWithCard('add-rejections');
  const { page } = session;
  const sent = recordWrites(page);
  // Opening an empty month creates its budget; only item writes matter here.
  const itemWrites = () => sent.filter((write) => /^\/api\/(income|expense)/.test(write.path));
  await openBudget(page, user);

  await page.getByRole('button', { name: 'Add item to the 1st – 14th' }).click();
  const row = page.getByRole('group', { name: 'New item' });
  const name = row.getByLabel('New item name');
  const amount = row.getByLabel('New item amount in dollars');
  await name.fill('Car');
  const refusals: [string, MoneyRejection][] = [
    ['2000000', 'over-limit'],
    ['0', 'zero'],
    ['-5', 'negative'],
    ['abc', 'not-a-number'],
  ];
  for (const [typed, reason] of refusals) {
    await amount.fill(typed);
    await amount.press('Enter');
    await expect
      .poll(() => describedNote(page, amount), { message: typed })
      .toBe(MONEY_REJECTION_MESSAGES[reason]);
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    if (reason === 'over-limit') await saveScreenshots(page, 'add-item-over-limit');
  }
  await expect.poll(() => row.isVisible()).toBe(true);

  // A blank name is said on the name field, which takes the focus back.
  await name.fill('   ');
  await amount.fill('50');
  await amount.press('Enter');
  await expect.poll(() => describedNote(page, name)).toBe(NAME_REQUIRED_MESSAGE);
  await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);
  await saveScreenshots(page, 'add-item-name-missing');
  expect(itemWrites()).toEqual([]);

  // Once both are right the item is added.
  await name.fill('Car');
  await expect.poll(() => name.getAttribute('aria-describedby')).toBeNull();
  await name.press('Enter');
  await amount.press('Enter');
  await monthHalf(page, 'early').getByRole('listitem', { name: 'Car, $50, due the 1st' }).waitFor();
  expect(itemWrites().map((write) => write.path)).toEqual(['/api/expense']);
});

it('an over-limit amount edit says so and stays open instead of silently reverting', async () => {
  const user = await signUpWithCard('edit-over-limit');
  await seedItems(user, currentMonthKey(), [{ kind: 'expense', name: 'Rent', dollars: 1800, day: '15' }]);
  const { page } = session;
  const sent = recordWrites(page);
  await openBudget(page, user);

  await page.getByRole('button', { name: 'Edit amount of Rent: $1,800' }).click();
  const amount = page.getByRole('spinbutton', { name: 'Amount of Rent in dollars' });
  await amount.fill('2000000');
  await expect.poll(() => describedNote(page, amount)).toBe(MONEY_REJECTION_MESSAGES['over-limit']);
  await amount.press('Enter');
  await expect.poll(() => amount.isVisible()).toBe(true);
  await saveScreenshots(page, 'amount-edit-over-limit');
  // Escape leaves the amount as it was; nothing was sent.
  await amount.press('Escape');
  await page.getByRole('button', { name: 'Edit amount of Rent: $1,800' }).waitFor();
  expect(sent).toEqual([]);
});

it('goal edits stay silent where the spec says so, and name the ceiling where it does not', async () => {
  const account = await userWithGoal('goal-rejections', 'House', 90_000);
  const { page } = session;
  const sent = recordWrites(page);
  await openGoalsScreen(page, account);

  // Not a number: the edit cancels silently (core §4).
  await page.getByRole('button', { name: 'Edit target of House: $90,000' }).click();
  const target = page.getByRole('spinbutton', { name: 'Target of House in dollars' });
  await target.fill('abc');
  await expect.poll(() => target.getAttribute('aria-describedby')).toBeNull();
  await target.press('Enter');
  await page.getByRole('button', { name: 'Edit target of House: $90,000' }).waitFor();
  await expect.poll(() => page.getByRole('alert').count()).toBe(0);

  // Over the ceiling: said next to the field, nothing sent.
  await page.getByRole('button', { name: 'Edit target of House: $90,000' }).click();
  await target.fill('2000000');
  await target.press('Enter');
  await expect.poll(() => describedNote(page, target)).toBe(MONEY_REJECTION_MESSAGES['over-limit']);
  await saveScreenshots(page, 'goal-edit-over-limit');
  await target.press('Escape');

  // The bank balance edited in the header: the same rule as its dialog.
  await page.getByRole('button', { name: 'Edit Bank Balance: $0' }).click();
  const headerBalance = page.getByRole('spinbutton', { name: 'Bank Balance in dollars' });
  await headerBalance.fill('2000000');
  await headerBalance.press('Enter');
  await expect.poll(() => describedNote(page, headerBalance)).toBe(MONEY_REJECTION_MESSAGES['over-limit']);
  await saveScreenshots(page, 'balance-inline-over-limit');
  await headerBalance.press('Escape');

  await page.getByRole('button', { name: 'Update Bank Balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Bank Balance' });
  const balance = dialog.getByLabel('Current Balance ($)');
  await balance.fill('1000000.01');
  await dialog.getByRole('button', { name: 'Update Balance' }).click();
  await expect.poll(() => describedNote(page, balance)).toBe(MONEY_REJECTION_MESSAGES['over-limit']);
  await saveScreenshots(page, 'balance-dialog-over-limit');
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(sent).toEqual([]);
});

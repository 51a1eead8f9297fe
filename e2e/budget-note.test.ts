// A note on an expense, written from its row's details with the keyboard alone on a phone, kept by the server and
// shown under its row after a reload; nothing in the rows is cut at 375 px with the note open or shown.
import { expect, it } from 'vitest';
import { signUpWithCard } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { currentMonthKey, openBudget, seedItems, storedBudget } from './support/budget.ts';
import { hiddenMoneyFigures } from './support/layout.ts';

const session = useBrowser();
const NOTE = 'Autopay from checking on the 3rd, confirmation number 4471';

it('a note is added with the keyboard from the details button, saved, and shown under its row', async () => {
  const owner = await signUpWithCard('budget-note');
  const month = currentMonthKey();
  await seedItems(owner, month, [
    { kind: 'income', name: 'Paycheck 1', dollars: 2150, day: '1' },
    { kind: 'expense', name: 'Rent', dollars: 1450, day: '3' },
    { kind: 'expense', name: 'Electricity and gas bill', dollars: 120, day: '10' },
  ]);
  const { page } = session;
  await page.setViewportSize({ width: 375, height: 812 });
  await openBudget(page, owner);

  await page.getByRole('button', { name: 'Details of Rent' }).focus();
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'Note of Rent' });
  await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
  await saveScreenshots(page, 'budget-note-editing', { fullPage: false });
  await page.keyboard.type(NOTE);
  await page.keyboard.press('Enter');
  const saved = page.getByRole('button', { name: `Edit note of Rent: ${NOTE}` });
  await expect.poll(() => saved.evaluate((button) => button === document.activeElement)).toBe(true);
  await expect
    .poll(
      async () => (await storedBudget(owner, month)).expenseItems.find((item) => item.name === 'Rent')?.note,
    )
    .toBe(NOTE);

  await page.reload();
  await saved.waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Details of Paycheck 1' }).count()).toBe(0);
  await expect.poll(() => hiddenMoneyFigures(page)).toEqual([]);
  await saveScreenshots(page, 'budget-note');
  await expectNoAxeViolationsAtBothWidths(page, 'budget with a note');
});

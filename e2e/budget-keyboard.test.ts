// Keyboard use of the budget: after adding an item or moving a row, the focus is on that row (its handle), so
// the next Tab goes on from there instead of from the top of the page; Ctrl+Z says what it undid, as the Undo
// button does; DELETE with nothing picked says how to pick a row.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DELETE_HINT } from '../src/features/budget/model/delete-hint.ts';
import { UNDO_LABELS, undoButtonName, undoneTitle } from '../src/domain/undo-text.ts';
import { apiSettled } from './support/api-settled.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { monthHalf, openBudget, rowNames, userWithFourBills } from './support/budget.ts';

const session = useBrowser();

/** The accessible name of what has the focus ('' for the page body). */
const focused = (page: Page) =>
  page.evaluate(() =>
    document.activeElement && document.activeElement !== document.body
      ? (document.activeElement.getAttribute('aria-label') ?? document.activeElement.textContent ?? '')
      : '',
  );

it('after an add from the keyboard the focus is on the new row, and stays there once it is saved', async () => {
  const user = await userWithFourBills('focus-add');
  const { page } = session;
  await openBudget(page, user);
  await monthHalf(page, 'early').getByRole('listitem').first().waitFor();

  await page.getByRole('button', { name: /^Add item to the 1st/ }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Water bill');
  await page.keyboard.press('Enter');
  await page.keyboard.type('45');
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('Move Water bill');
  await apiSettled(page);
  await expect.poll(() => focused(page)).toBe('Move Water bill');
  // The next Tab is the new row's tick, not the top bar.
  await page.keyboard.press('Tab');
  await expect.poll(() => focused(page)).toMatch(/Water bill/);
  await saveScreenshots(page, 'keyboard-focus-after-add', { fullPage: false });
  await expectNoAxeViolationsAtBothWidths(page, 'budget after a keyboard add');
});

it('after a move from the keyboard the focus is on the moved row', async () => {
  const user = await userWithFourBills('focus-move');
  const { page } = session;
  await openBudget(page, user);
  await monthHalf(page, 'early').getByRole('listitem').first().waitFor();

  // Across sections: the row leaves one list for the other.
  await page.getByRole('button', { name: 'Move Car', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.getByText(/^(Picked up Car|Car is over Car)\.$/).waitFor({ state: 'attached' });
  await page.keyboard.press('ArrowDown');
  await page.getByText(/^Car is over /).waitFor({ state: 'attached' });
  await page.keyboard.press('ArrowDown');
  await page.getByText('Car is over Rent.').waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
  await expect.poll(() => rowNames(page, 'late')).toContain('Car');
  await expect.poll(() => focused(page)).toBe('Move Car');
  await apiSettled(page);
  await expect.poll(() => focused(page)).toBe('Move Car');
});

it('Ctrl+Z says what it undid, the same words as the Undo button', async () => {
  const user = await userWithFourBills('undo-feedback');
  const { page } = session;
  await openBudget(page, user);
  await monthHalf(page, 'early').getByRole('listitem').first().waitFor();

  const ticked = UNDO_LABELS.ticked('Phone', 'Paid', true);
  await page.getByRole('checkbox', { name: /Phone/ }).check();
  await page.getByRole('status').filter({ hasText: ticked }).first().waitFor();
  await page.keyboard.press('Control+z');
  await page
    .getByRole('status')
    .filter({ hasText: undoneTitle(ticked) })
    .waitFor();
  await expect.poll(() => page.getByRole('checkbox', { name: /Phone/ }).isChecked()).toBe(false);
  await saveScreenshots(page, 'undo-shortcut-feedback', { fullPage: false });
  await expectNoAxeViolationsAtBothWidths(page, 'budget after Ctrl+Z');

  // The Undo button says the same.
  await apiSettled(page);
  await page.getByRole('checkbox', { name: /Gym/ }).check();
  const gym = UNDO_LABELS.ticked('Gym', 'Paid', true);
  await page.getByRole('button', { name: undoButtonName(gym) }).click();
  await page
    .getByRole('status')
    .filter({ hasText: undoneTitle(gym) })
    .waitFor();
});

it('DELETE with nothing picked says how to pick a row', async () => {
  const user = await userWithFourBills('delete-hint');
  const { page } = session;
  await openBudget(page, user);
  await monthHalf(page, 'early').getByRole('listitem').first().waitFor();

  await page.getByRole('button', { name: 'DELETE', exact: true }).click();
  const hint = page.getByRole('status').filter({ hasText: DELETE_HINT.title });
  await hint.waitFor();
  await hint.getByText(DELETE_HINT.description).waitFor();
  expect([...(await rowNames(page, 'early')), ...(await rowNames(page, 'late'))]).toHaveLength(4);
  await saveScreenshots(page, 'delete-hint', { fullPage: false });
  await expectNoAxeViolationsAtBothWidths(page, 'budget with the DELETE hint');
});

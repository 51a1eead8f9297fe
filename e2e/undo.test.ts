import { describe, expect, it } from 'vitest';
import { copyUndoEditedMessage } from '@halfwise/core/budget-messages.ts';
import { monthLabel } from '../src/domain/month.ts';
import { COPY_DONE, UNDO_FAILED_TITLE, UNDO_LABELS, undoButtonName } from '../src/domain/undo-text.ts';
import { apiSettled } from './support/api-settled.ts';
import { callApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import {
  addMonths,
  currentMonthKey,
  dragHandleTo,
  monthHalf,
  openBudget,
  rowNames,
  storedBudget,
  userWithFourBills,
} from './support/budget.ts';
import { createGoalViaApi, listGoalsViaApi, openGoalsScreen, userWithGoal } from './support/goals.ts';
import type { Locator, Page } from 'playwright-core';

const session = useBrowser();

/** The undo toast of a change, and its Undo button (the newest toast comes first; older ones fade out). */
const undoToast = (page: Page, title: string) =>
  page
    .getByRole('status')
    .filter({ hasText: title, has: page.getByRole('button', { name: /^Undo: / }) })
    .first();
const undoButton = (page: Page, title: string) =>
  page.getByRole('button', { name: undoButtonName(title) }).first();

/** The undo toast stays 10 s after every change: it must cover neither the month strip nor the action bar. */
async function expectClearOfHeaderAndBar(page: Page, toast: Locator): Promise<void> {
  const box = await toast.boundingBox();
  const strip = await page.getByRole('navigation', { name: 'Months' }).boundingBox();
  const bar = await page.getByRole('button', { name: 'DELETE', exact: true }).boundingBox();
  if (!box || !strip || !bar)
    throw new Error('The toast, the month strip or the action bar is not on screen');
  expect(box.y).toBeGreaterThanOrEqual(strip.y + strip.height);
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
}

/** On the goals screen the toast covers neither ADD GOAL nor DELETE, wherever the short or long list puts them. */
async function expectClearOfGoalsBar(page: Page, toast: Locator): Promise<void> {
  const overlapsBar = async () => {
    const box = await toast.boundingBox();
    const add = await page.getByRole('button', { name: 'ADD GOAL' }).boundingBox();
    if (!box || !add) throw new Error('The toast or the goals bar is not on screen');
    return box.y < add.y + add.height && add.y < box.y + box.height;
  };
  await expect.poll(overlapsBar).toBe(false);
}

describe.each([375, 1280])('undo at %d px', (width) => {
  it('puts back a row deleted by drag in its place, an edit by Ctrl+Z, and a move across sections', async () => {
    const user = await userWithFourBills(`undo-rows-${width}`);
    const { page } = session;
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await openBudget(page, user);
    await monthHalf(page, 'early').getByRole('listitem').first().waitFor();

    // Delete by drag, then Undo on the toast: the row comes back between Phone and Car.
    await dragHandleTo(page, 'Move Gym', page.getByRole('button', { name: 'DELETE', exact: true }), 0.5, {
      announcedOver: 'Gym is over DELETE.',
    });
    await expect.poll(() => rowNames(page, 'early')).toEqual(['Phone', 'Car']);
    const deleted = UNDO_LABELS.deleted('Gym');
    await undoToast(page, deleted).waitFor();
    await expectClearOfHeaderAndBar(page, undoToast(page, deleted));
    await saveScreenshots(page, 'undo-toast-delete', { widths: [width], fullPage: false });
    await expectNoAxeViolations(page, 'budget with the undo toast');
    await undoButton(page, deleted).click();
    await monthHalf(page, 'early').getByRole('listitem', { name: 'Gym, $30, due the 5th' }).waitFor();
    await expect.poll(() => rowNames(page, 'early')).toEqual(['Phone', 'Gym', 'Car']);
    await undoToast(page, deleted).waitFor({ state: 'detached' });

    // An inline edit of a name, undone with Ctrl+Z once the field has closed.
    await page.getByRole('button', { name: 'Edit name: Rent' }).click();
    const nameField = page.getByRole('textbox', { name: /name/i });
    await nameField.fill('Rent and water');
    await nameField.press('Enter');
    await undoToast(page, UNDO_LABELS.renamed('Rent', 'Rent and water')).waitFor();
    await page.keyboard.press('Control+z');
    await monthHalf(page, 'late').getByRole('listitem', { name: 'Rent, $1,400, due the 20th' }).waitFor();

    // A move into the late section, undone from the toast: back in the early section, on its old day.
    await page.getByRole('button', { name: 'Move Phone', exact: true }).click();
    await page.getByRole('button', { name: 'Move Phone to 15th – month end' }).click();
    await monthHalf(page, 'late').getByRole('listitem', { name: 'Phone, $50, due the 15th' }).waitFor();
    await undoButton(page, UNDO_LABELS.moved('Phone')).click();
    await monthHalf(page, 'early').getByRole('listitem', { name: 'Phone, $50, due the 2nd' }).waitFor();
    await expect.poll(() => rowNames(page, 'early')).toEqual(['Phone', 'Gym', 'Car']);
    await expect.poll(() => rowNames(page, 'late')).toEqual(['Rent']);

    // The server holds what the screen shows.
    await apiSettled(page);
    await page.reload();
    await monthHalf(page, 'early').getByRole('listitem').first().waitFor();
    await expect.poll(() => rowNames(page, 'early')).toEqual(['Phone', 'Gym', 'Car']);
    await expect.poll(() => rowNames(page, 'late')).toEqual(['Rent']);
  });

  it('undoes a copy to next month, and says so when the copied month has changed since', async () => {
    const user = await userWithFourBills(`undo-copy-${width}`);
    const month = currentMonthKey();
    const next = addMonths(month, 1);
    const { page } = session;
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await openBudget(page, user);
    await monthHalf(page, 'early').getByRole('listitem').first().waitFor();

    const copyToNextMonth = async () => {
      await page.getByRole('button', { name: 'COPY BUDGET' }).click();
      await page
        .getByRole('dialog', { name: 'Copy to next month?' })
        .getByRole('button', { name: 'Copy Budget' })
        .click();
      // The spec's dialog first; its words come back on the undo toast once it has closed.
      const copied = page.getByRole('dialog', { name: COPY_DONE.title });
      await copied.waitFor();
      await copied.getByRole('button', { name: 'Close' }).click();
      await undoToast(page, COPY_DONE.description(monthLabel(next))).waitFor();
    };

    await copyToNextMonth();
    expect((await storedBudget(user, next)).expenseItems).toHaveLength(4);
    await saveScreenshots(page, 'undo-toast-copy', { widths: [width], fullPage: false });
    await undoButton(page, COPY_DONE.title).click();
    await expect.poll(async () => (await storedBudget(user, next)).budget).toBeNull();

    // Copied again, then the copied month is edited elsewhere: Ctrl+Z is refused with the server's reason.
    await copyToNextMonth();
    const copiedMonth = await storedBudget(user, next);
    await callApi('PATCH', `/api/expense/${copiedMonth.expenseItems[0]?.id}`, { amount: 100 }, user.token);
    await page.keyboard.press('Control+z');
    const refusal = page.getByRole('alert').filter({ hasText: UNDO_FAILED_TITLE });
    await refusal.waitFor();
    await expect.poll(() => refusal.textContent()).toContain(copyUndoEditedMessage(next));
    await saveScreenshots(page, 'undo-failed-copy', { widths: [width], fullPage: false });
    expect((await storedBudget(user, next)).expenseItems).toHaveLength(4);
  });

  it('brings a deleted goal back in its place with Ctrl+Z', async () => {
    const account = await userWithGoal(`undo-goals-${width}`, 'Piano', 2000);
    await createGoalViaApi(account, 'Wedding', 15000);
    await createGoalViaApi(account, 'Bike', 800);
    const { page } = session;
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await openGoalsScreen(page, account);

    // A rename with three goals, then a delete that leaves two: the bar sits low, then follows the shorter list.
    await page.getByRole('button', { name: 'Edit name of Bike' }).click();
    await page.getByRole('textbox', { name: 'Name of Bike' }).fill('Bicycle');
    await page.getByRole('textbox', { name: 'Name of Bike' }).press('Enter');
    await page.getByRole('button', { name: 'Edit name of Bicycle' }).waitFor();
    const renamed = undoToast(page, UNDO_LABELS.renamed('Bike', 'Bicycle'));
    await renamed.waitFor();
    await expectClearOfGoalsBar(page, renamed);
    await saveScreenshots(page, 'undo-toast-goal-rename', { widths: [width], fullPage: false });
    await expectNoAxeViolations(page, 'goals with the undo toast');
    await page.getByRole('button', { name: 'Select Wedding for deletion' }).click();
    await page.getByRole('button', { name: 'DELETE Wedding' }).click();
    await undoToast(page, UNDO_LABELS.deleted('Wedding')).waitFor();
    await expectClearOfGoalsBar(page, undoToast(page, UNDO_LABELS.deleted('Wedding')));
    await saveScreenshots(page, 'undo-toast-goal', { widths: [width], fullPage: false });
    await page.keyboard.press('Control+z');
    await page.getByRole('button', { name: 'Edit name of Wedding' }).waitFor();
    const names = () =>
      page
        .getByRole('button', { name: /^Edit name of / })
        .evaluateAll((buttons) => buttons.map((b) => b.textContent));
    await expect.poll(() => names()).toEqual(['Piano', 'Wedding', 'Bicycle']);
    await expect
      .poll(async () => (await listGoalsViaApi(account)).map((goal) => goal.name))
      .toEqual(['Piano', 'Wedding', 'Bicycle']);
  });
});

import { expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import {
  createGoalViaApi,
  goalNamesViaApi,
  openGoalsScreen,
  totalGoals,
  openWithGoal,
  userWithGoal,
} from './support/goals.ts';

const session = useBrowser();

it('deletes a goal selected by the edge zones of its row', async () => {
  const account = await userWithGoal('goals-select', 'Piano', 2000);
  await createGoalViaApi(account, 'Wedding', 15000);
  const { page } = session;
  await openGoalsScreen(page, account);

  const deleteButton = page.getByRole('button', { name: /^DELETE/ });
  await expect.poll(() => deleteButton.isDisabled()).toBe(true);

  // The far edge selects, and selecting again deselects.
  const pianoRow = page.getByRole('listitem').filter({ hasText: 'Piano' });
  await pianoRow.locator('button[aria-hidden="true"]').click();
  await page.getByRole('button', { name: 'Deselect Piano for deletion' }).click();
  await expect.poll(() => deleteButton.isDisabled()).toBe(true);

  // From the keyboard: the near edge, then DELETE.
  await page.getByRole('button', { name: 'Select Piano for deletion' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'DELETE Piano' }).focus();
  await page.keyboard.press('Enter');

  await page.getByRole('button', { name: 'Edit name of Piano' }).waitFor({ state: 'detached' });
  await expect.poll(() => totalGoals(page)).toBe('$15,000');
  await expect.poll(() => goalNamesViaApi(account)).toEqual(['Wedding']);
});

it('deletes a goal dragged onto DELETE, which reads DROP HERE meanwhile', async () => {
  const account = await userWithGoal('goals-drag', 'Sofa', 900);
  await createGoalViaApi(account, 'Camera', 1100);
  const { page } = session;
  await openGoalsScreen(page, account);

  const handle = page.getByRole('button', { name: 'Drag Camera to delete' });
  const from = await handle.boundingBox();
  const target = await page.getByRole('button', { name: 'DELETE', exact: true }).boundingBox();
  if (!from || !target) throw new Error('The handle and DELETE must be on screen');

  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 20, { steps: 4 });
  await page.getByRole('button', { name: 'DROP HERE' }).waitFor();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
  await page.mouse.up();

  await page.getByRole('button', { name: 'Edit name of Camera' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'DELETE', exact: true }).waitFor();
  await expect.poll(() => goalNamesViaApi(account)).toEqual(['Sofa']);
});

it('deletes a goal dragged onto DELETE with the keyboard', async () => {
  const { page } = session;
  const account = await openWithGoal(page, 'goals-drag-keys', 'Kayak', 700);

  await page.getByRole('button', { name: 'Drag Kayak to delete' }).focus();
  await page.keyboard.press('Space');
  const dropHere = page.getByRole('button', { name: 'DROP HERE' });
  await dropHere.waitFor();
  // The drop zone is measured just after the pick-up; until then an arrow key moves the goal a small step.
  await expect
    .poll(async () => {
      await page.keyboard.press('ArrowDown');
      return dropHere.getAttribute('data-over');
    })
    .toBe('true');
  await page.keyboard.press('Space');

  await page.getByRole('heading', { name: 'No Goals Yet' }).waitFor();
  await expect.poll(() => goalNamesViaApi(account)).toEqual([]);
});

// The goals screen offline: a goal added, renamed before it reached the server, another retargeted and one
// deleted all wait on the device through a reload, and reach the server once each when the network returns.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotPath, useBrowser } from './support/browser.ts';
import { addGoalInBrowser, createGoalViaApi, listGoalsViaApi, userWithGoal } from './support/goals.ts';
import { LAST_SEEN, waitingToSync as waiting, waitUntilKept } from './support/offline.ts';
import { reloadOffline, useInstalledApp, waitForServiceWorkerControl } from './support/pwa.ts';

const phone = useInstalledApp(useBrowser());

async function editGoal(page: Page, field: 'name' | 'target', goal: string, shown: string, to: string) {
  const [edit, input] =
    field === 'name'
      ? [`Edit name of ${goal}`, `Name of ${goal}`]
      : [`Edit target of ${goal}: ${shown}`, `Target of ${goal} in dollars`];
  await page.getByRole('button', { name: edit }).click();
  await page.getByLabel(input).fill(to);
  await page.getByLabel(input).press('Enter');
}

/** The goals as name and target, sorted: on screen (from the edit buttons) and on the server. */
async function screenGoals(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole('button', { name: /^Edit target of / })
    .evaluateAll((buttons) =>
      buttons.map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Edit target of /, '')),
    );
  return labels.sort();
}
async function serverGoals(user: Parameters<typeof listGoalsViaApi>[0]): Promise<string[]> {
  const goals = await listGoalsViaApi(user);
  return goals.map((goal) => `${goal.name}: $${(goal.targetAmount / 100).toLocaleString('en-US')}`).sort();
}

test('goals edited offline, one of them made offline, wait through a reload and are sent once each', async () => {
  const user = await userWithGoal('offline-goals', 'Holiday', 900);
  await createGoalViaApi(user, 'Old car fund', 400);
  const page = await phone.open('/future-goals', user);
  const { context } = phone;
  await page.getByRole('button', { name: 'Edit name of Old car fund' }).waitFor();
  await waitForServiceWorkerControl(page);
  await waitUntilKept(page, 0);

  await reloadOffline(context, page);
  await page.getByRole('status').getByText(LAST_SEEN).waitFor();
  await addGoalInBrowser(page, 'Sofa', '600');
  await page.getByRole('button', { name: 'Edit name of Sofa' }).waitFor();
  await editGoal(page, 'name', 'Sofa', '', 'New sofa');
  await editGoal(page, 'target', 'Holiday', '$900', '1000');
  await page.getByRole('button', { name: 'Select Old car fund for deletion' }).click();
  await page.getByRole('button', { name: 'DELETE Old car fund' }).click();
  await page.getByRole('button', { name: 'Edit name of Old car fund' }).waitFor({ state: 'detached' });
  await waiting(page, 4).waitFor();
  const edited = ['Holiday: $1,000', 'New sofa: $600'];
  await expect.poll(() => screenGoals(page)).toEqual(edited);
  await page.screenshot({ path: await screenshotPath('offline-goals-waiting', 375) });
  await expectNoAxeViolations(page, 'goals offline with changes waiting');

  await waitUntilKept(page, 4);
  await reloadOffline(context, page);
  await waiting(page, 4).waitFor();
  await expect.poll(() => screenGoals(page)).toEqual(edited);

  await context.setOffline(false);
  await page.getByText(/waiting to sync/).waitFor({ state: 'detached' });
  await expect.poll(() => serverGoals(user)).toEqual(edited);
  await expect.poll(() => screenGoals(page)).toEqual(edited);
});

import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { currentMonthKey, monthHalf, openSeededBudget, storedBudget } from './support/budget.ts';

const session = useBrowser();

it('a change the server could not save just now (503) is sent again and kept, with no failure shown', async () => {
  const month = currentMonthKey();
  const { page } = session;
  const user = await openSeededBudget(page, 'write-unavailable', month, [
    { kind: 'expense', name: 'Rent', dollars: 1800, day: '15' },
  ]);
  const late = monthHalf(page, 'late');
  await late.getByRole('listitem', { name: 'Rent, $1,800, due the 15th' }).waitFor();

  // The first PATCH gets the answer a database fault gives; later ones reach the server.
  let unavailable = 0;
  await page.route('**/api/expense/**', (route) => {
    if (route.request().method() !== 'PATCH' || unavailable > 0) return route.continue();
    unavailable += 1;
    return route.fulfill({ status: 503, json: { message: 'The service is unavailable. Please try again.' } });
  });
  await page.getByRole('button', { name: 'Edit name: Rent' }).click();
  await page.getByLabel('Name of Rent').fill('Rent and water');
  await page.getByLabel('Name of Rent').press('Enter');

  await expect
    .poll(async () => (await storedBudget(user, month)).expenseItems.map((item) => item.name), {
      timeout: 15_000,
    })
    .toEqual(['Rent and water']);
  expect(unavailable).toBe(1);
  await late.getByRole('listitem', { name: 'Rent and water, $1,800, due the 15th' }).waitFor();
  await expect.poll(() => page.getByText('was not saved').count()).toBe(0);
  await expectNoAxeViolations(page, 'budget after a change sent again');
});

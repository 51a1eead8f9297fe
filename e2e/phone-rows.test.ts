// A shared budget on a phone: every item name of up to 24 characters is shown whole beside the tick, the
// initials badge and the amount; a longer one ends in an ellipsis and a tap opens it whole; at 320 px no money
// figure and no control is cut.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpWithCard } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { currentMonthKey, openBudget, seedItems } from './support/budget.ts';
import { shareBudget } from './support/household.ts';
import { hiddenMoneyFigures, nameIsCut } from './support/layout.ts';

const session = useBrowser();

const NAMES = [
  'Paycheck 1',
  'Electricity and gas bill',
  'Car insurance (6 month)',
  'Spending money',
  'Paycheck 2',
  'Student loan repayment',
];
const LONG_NAME = 'Membership of the neighbourhood allotment society, paid yearly in advance';

/** Every button and checkbox in the month's rows that reaches past its row or the screen's edge. */
function cutControls(page: Page) {
  return page.getByRole('listitem').evaluateAll((rows) =>
    rows.flatMap((row) => {
      const box = row.getBoundingClientRect();
      return Array.from(row.querySelectorAll('button, input'))
        .filter((control) => {
          const own = control.getBoundingClientRect();
          return (
            own.left < Math.max(box.left, 0) - 1 ||
            own.right > Math.min(box.right, innerWidth) + 1 ||
            own.top < box.top - 1 ||
            own.bottom > box.bottom + 1
          );
        })
        .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? '');
    }),
  );
}

it('names of up to 24 characters are whole at 375 px on a shared budget, and nothing is cut at 320 px', async () => {
  const owner = await signUpWithCard('phone-rows-owner');
  const partner = await signUpWithCard('phone-rows-partner');
  const days = ['1', '3', '6', '10', '15', '20'];
  await seedItems(owner, currentMonthKey(), [
    ...NAMES.map((name, index) => ({
      kind: name.startsWith('Paycheck') ? ('income' as const) : ('expense' as const),
      name,
      dollars: name.startsWith('Paycheck') ? 2150 : 1250,
      day: days[index]!,
    })),
    { kind: 'expense', name: LONG_NAME, dollars: 120, day: '25' },
  ]);
  await shareBudget(owner, partner);
  const { page } = session;
  await openBudget(page, partner);
  await page
    .getByRole('button', { name: /Last changed by/ })
    .first()
    .waitFor();

  await page.setViewportSize({ width: 375, height: 812 });
  for (const name of NAMES) await expect.poll(() => nameIsCut(page, name), { message: name }).toBe(false);
  // A longer name ends in an ellipsis; one tap shows it whole, in its field.
  await expect.poll(() => nameIsCut(page, LONG_NAME)).toBe(true);
  await page.getByRole('button', { name: `Edit name: ${LONG_NAME}` }).click();
  await expect
    .poll(() => page.getByRole('textbox', { name: `Name of ${LONG_NAME}` }).inputValue())
    .toBe(LONG_NAME);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 320, height: 700 });
  await expect.poll(() => hiddenMoneyFigures(page)).toEqual([]);
  await expect.poll(() => cutControls(page)).toEqual([]);

  await saveScreenshots(page, 'phone-rows-shared');
  await saveScreenshots(page, 'phone-rows-shared-320', { widths: [320] });
  await expectNoAxeViolationsAtBothWidths(page, 'shared budget with long names');
});

it("the owner's own budget (no badges) shows the same names whole at 375 px", async () => {
  const owner = await signUpWithCard('phone-rows-alone');
  await seedItems(
    owner,
    currentMonthKey(),
    NAMES.map((name) => ({ kind: 'expense' as const, name, dollars: 99, day: '12' })),
  );
  const { page } = session;
  await openBudget(page, owner);
  await page.getByRole('button', { name: `Edit name: ${NAMES[0]}` }).waitFor();
  for (const name of NAMES) await expect.poll(() => nameIsCut(page, name), { message: name }).toBe(false);
});

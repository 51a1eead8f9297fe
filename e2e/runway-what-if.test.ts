// The runway's what-if and plan (issue 48) at phone and desktop widths: a bill dragged to the next paycheck ends
// the shortfall at once, the same by keyboard alone and through its menu offline, a suggestion of the plan tried,
// and Apply saved as one step that Undo takes back. axe on each state; screenshots to screenshots/.
import { runwayDay, runwayShortText } from '@halfwise/core/runway-messages.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLAN_TEXT, WHAT_IF_TEXT } from '../src/features/runway/model/what-if-text.ts';
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import { daysLater, itemDate, monthsLater, THIS_MONTH, TODAY } from '../tests/api/goal-calendar.ts';
import { callApi, signUpWithCard, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { dragHandleTo, seedItems } from './support/budget.ts';

const session = useBrowser();
const RENT_HANDLE = 'Drag Rent to another paycheck';

// On today's real calendar (the apply's `today` must be the server's date), paid on the 1st and the 15th.
const TODAY_DAY = Number(TODAY.slice(8));
/** This section's payday, the next one, and the month that next one is in. */
const PAYDAY = TODAY_DAY >= 15 ? `${THIS_MONTH}-15` : `${THIS_MONTH}-01`;
const NEXT_MONTH = monthsLater(THIS_MONTH, 1);
const NEXT_PAYDAY = TODAY_DAY >= 15 ? `${NEXT_MONTH}-01` : `${THIS_MONTH}-15`;
const SHORT = runwayShortText('$200', TODAY, NEXT_PAYDAY);
const NEXT_ROW = runwayDay(NEXT_PAYDAY);

/**
 * Rent due today is $200 more than this section's money: $300 opening this month and this section's $1,000
 * paycheck. Moved to the day after the next payday, nothing is short (next month's bills stay covered).
 */
async function shortPerson(name: string): Promise<ApiSession> {
  const user = await signUpWithCard(name);
  await seedItems(user, THIS_MONTH, [
    { kind: 'income', name: 'Starting cash', dollars: 300, day: '1' },
    { kind: 'income', name: 'Paycheck', dollars: 1000, day: String(Number(PAYDAY.slice(8))) },
    { kind: 'expense', name: 'Rent', dollars: 1500, day: itemDate(TODAY) },
    ...(TODAY_DAY >= 15 ? [] : [{ kind: 'income' as const, name: 'Paycheck', dollars: 1500, day: '15' }]),
  ]);
  await seedItems(user, NEXT_MONTH, [
    { kind: 'income', name: 'Paycheck', dollars: 1500, day: '1' },
    { kind: 'expense', name: 'Phone', dollars: 1000, day: '10' },
    { kind: 'income', name: 'Paycheck', dollars: 1000, day: '15' },
  ]);
  return user;
}

async function openRunway(page: Page, user: ApiSession, width: number, query = ''): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await openWithAccess(page, `/budget/runway${query}`, user);
  await page.getByText(SHORT).waitFor();
}

/** Rent's stored due dates across this month and the next, from the API. */
async function rentDates(user: ApiSession): Promise<string[]> {
  const months = [THIS_MONTH, NEXT_MONTH].map((month) =>
    callApi<BudgetResponse>(
      'GET',
      `/api/budget/${user.user.id}/${month}/${month.slice(0, 4)}`,
      undefined,
      user.token,
    ),
  );
  return (await Promise.all(months)).flatMap((budget) =>
    budget.expenseItems.filter((item) => item.name === 'Rent').map((item) => item.dueDate ?? ''),
  );
}

const shortCount = (page: Page) => page.getByText(/^Short by/).count();
const payday = (page: Page, day: string) => page.getByRole('button', { name: day, exact: true });

async function openThisSection(page: Page): Promise<void> {
  await payday(page, runwayDay(PAYDAY)).click();
  await page.getByRole('button', { name: RENT_HANDLE }).waitFor();
}

describe.each([375, 1280])('the runway what-if at %d px', (width) => {
  it('a bill dragged to the next paycheck ends the shortfall at once; by keyboard alone too; Reset', async () => {
    const { page } = session;
    await openRunway(page, await shortPerson(`what-if-drag-${width}`), width);
    await openThisSection(page);
    await expectNoAxeViolations(page, `runway what-if, bills open, ${width}px`);
    await saveScreenshots(page, 'runway-what-if-open', { widths: [width] });

    await dragHandleTo(page, RENT_HANDLE, page.getByRole('rowheader', { name: NEXT_ROW, exact: true }), 0.5, {
      announcedOver: `Rent is over the ${NEXT_ROW} paycheck.`,
    });
    await expect.poll(() => shortCount(page)).toBe(0);
    await page.getByText(WHAT_IF_TEXT.pending(1)).waitFor();
    await expect.poll(() => page.getByText(WHAT_IF_TEXT.changedRow).count()).toBe(2);
    await expectNoAxeViolations(page, `runway what-if, moved, ${width}px`);
    await saveScreenshots(page, 'runway-what-if-moved', { widths: [width] });
    await page.getByRole('button', { name: WHAT_IF_TEXT.reset }).click();
    await page.getByText(SHORT).waitFor();

    // Keyboard only: the handle picked up with Space, the arrows go row by row, Space drops. Each step waits for
    // what a screen reader hears, so no key is pressed before the drag is ready for it.
    await page.getByRole('button', { name: RENT_HANDLE }).focus();
    await page.keyboard.press('Space');
    await page
      .getByText(new RegExp(`^(Picked up Rent|Rent is over the ${runwayDay(PAYDAY)} paycheck)\\.$`))
      .waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    await page.getByText(`Rent is over the ${NEXT_ROW} paycheck.`).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => shortCount(page)).toBe(0);
    await page.getByRole('button', { name: WHAT_IF_TEXT.reset }).click();
  });

  it('the plan opens from the address; a suggestion tried shows as a what-if', async () => {
    const { page } = session;
    await openRunway(page, await shortPerson(`what-if-plan-${width}`), width, '?plan=open');
    const plan = page.getByRole('region', { name: PLAN_TEXT.heading });
    const take = plan.getByRole('button', { name: new RegExp(`^${PLAN_TEXT.take}: Pay Rent`) });
    await take.first().waitFor();
    await expectNoAxeViolations(page, `runway plan, ${width}px`);
    await saveScreenshots(page, 'runway-plan', { widths: [width] });
    await take.first().click();
    await expect.poll(() => shortCount(page)).toBe(0);
    await page.getByText(WHAT_IF_TEXT.pending(1)).waitFor();
  });

  it('offline, a bill moved through its menu still changes the runway on the device, and Apply waits for the network', async () => {
    const { page } = session;
    const user = await shortPerson(`what-if-offline-${width}`);
    await openRunway(page, user, width);
    await page.context().setOffline(true);
    try {
      await openThisSection(page);
      await page
        .getByRole('button', { name: WHAT_IF_TEXT.billMenu('Rent') })
        .first()
        .click();
      await page.getByRole('combobox', { name: `${WHAT_IF_TEXT.moveTo}: Rent` }).selectOption(NEXT_PAYDAY);
      await page.getByRole('button', { name: WHAT_IF_TEXT.move, exact: true }).click();
      await expect.poll(() => shortCount(page)).toBe(0);
      await saveScreenshots(page, 'runway-what-if-offline', { widths: [width] });
      // Applied offline: kept on the device, and sent once the network is back.
      await page.getByRole('button', { name: WHAT_IF_TEXT.apply }).click();
      await expect.poll(() => shortCount(page)).toBe(0);
    } finally {
      await page.context().setOffline(false);
    }
    await expect
      .poll(() => rentDates(user), { timeout: 20_000 })
      .toEqual([itemDate(daysLater(NEXT_PAYDAY, 1))]);
  });

  // Needs POST /api/runway/apply and DELETE /api/runway/apply/:undoId on the server.
  it('Apply saves the move as one step, and Undo takes it back', async () => {
    const { page } = session;
    const user = await shortPerson(`what-if-apply-${width}`);
    await openRunway(page, user, width);
    await openThisSection(page);
    await page
      .getByRole('button', { name: WHAT_IF_TEXT.billMenu('Rent') })
      .first()
      .click();
    await page.getByRole('combobox', { name: `${WHAT_IF_TEXT.moveTo}: Rent` }).selectOption(NEXT_PAYDAY);
    await page.getByRole('button', { name: WHAT_IF_TEXT.move, exact: true }).click();
    await page.getByRole('button', { name: WHAT_IF_TEXT.apply }).click();
    await page.getByRole('button', { name: /^Undo/ }).waitFor();
    await expect.poll(() => shortCount(page)).toBe(0);
    await saveScreenshots(page, 'runway-what-if-applied', { widths: [width] });
    // Saved: Rent is on the day after the next payday, in that day's month.
    const moved = daysLater(NEXT_PAYDAY, 1);
    await expect.poll(() => rentDates(user)).toEqual([itemDate(moved)]);
    await page.keyboard.press('Control+z');
    await page.getByText(SHORT).waitFor();
    // Undone on the server too: Rent is back on today, and a fresh read is short again.
    await expect.poll(() => rentDates(user)).toEqual([itemDate(TODAY)]);
    await page.reload();
    await page.getByText(SHORT).waitFor();
  });
});

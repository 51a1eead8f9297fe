// The runway's what-if and plan (issue 48) at phone and desktop widths: a bill dragged to the next paycheck ends
// the shortfall at once, the same by keyboard alone and through its menu offline, a suggestion of the plan tried,
// and Apply saved as one step that Undo takes back. axe on each state; screenshots to screenshots/.
import { runwayShortText } from '@halfwise/core/runway-messages.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLAN_TEXT, WHAT_IF_TEXT } from '../src/features/runway/model/what-if-text.ts';
import { signUpWithCard, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { dragHandleTo, seedItems } from './support/budget.ts';

const session = useBrowser();
const SHORT = runwayShortText('$200', '2026-04-10', '2026-04-15');
const RENT_HANDLE = 'Drag Rent to another paycheck';

/** Paid on the 1st and the 15th; April's Rent on the 10th is $200 more than the 1st's paycheck leaves. */
async function shortPerson(name: string): Promise<ApiSession> {
  const user = await signUpWithCard(name);
  await seedItems(user, '2026-04', [
    { kind: 'income', name: 'Starting cash', dollars: 300, day: '1' },
    { kind: 'income', name: 'Paycheck', dollars: 1000, day: '1' },
    { kind: 'expense', name: 'Rent', dollars: 1500, day: '04/10/2026' },
    { kind: 'income', name: 'Paycheck', dollars: 1500, day: '15' },
  ]);
  await seedItems(user, '2026-05', [
    { kind: 'income', name: 'Paycheck', dollars: 1000, day: '1' },
    { kind: 'expense', name: 'Rent', dollars: 1500, day: '05/10/2026' },
    { kind: 'income', name: 'Paycheck', dollars: 1500, day: '15' },
  ]);
  return user;
}

async function openRunway(page: Page, user: ApiSession, width: number, query = ''): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.clock.setFixedTime(new Date(2026, 3, 8, 12));
  await openWithAccess(page, `/budget/runway${query}`, user);
  await page.getByText(SHORT).waitFor();
}

const shortCount = (page: Page) => page.getByText(/^Short by/).count();
const payday = (page: Page, day: string) => page.getByRole('button', { name: day, exact: true });

async function openAprilFirst(page: Page): Promise<void> {
  await payday(page, 'Apr 1').click();
  await page.getByRole('button', { name: RENT_HANDLE }).waitFor();
}

describe.each([375, 1280])('the runway what-if at %d px', (width) => {
  it('a bill dragged to the next paycheck ends the shortfall at once; by keyboard alone too; Reset', async () => {
    const { page } = session;
    await openRunway(page, await shortPerson(`what-if-drag-${width}`), width);
    await openAprilFirst(page);
    await expectNoAxeViolations(page, `runway what-if, bills open, ${width}px`);
    await saveScreenshots(page, 'runway-what-if-open', { widths: [width] });

    await dragHandleTo(page, RENT_HANDLE, page.getByRole('rowheader', { name: 'Apr 15' }), 0.5, {
      announcedOver: 'Rent is over the Apr 15 paycheck.',
    });
    await expect.poll(() => shortCount(page)).toBe(0);
    await page.getByText(WHAT_IF_TEXT.pending(1)).waitFor();
    await expect.poll(() => page.getByText(WHAT_IF_TEXT.changedRow).count()).toBe(2);
    await expectNoAxeViolations(page, `runway what-if, moved, ${width}px`);
    await saveScreenshots(page, 'runway-what-if-moved', { widths: [width] });
    await page.getByRole('button', { name: WHAT_IF_TEXT.reset }).click();
    await page.getByText(SHORT).waitFor();

    // Keyboard only: the handle picked up with Space, the arrows go row by row, Space drops.
    await page.getByRole('button', { name: RENT_HANDLE }).focus();
    await page.keyboard.press('Space');
    await page.getByText('Picked up Rent.').waitFor({ state: 'attached' });
    for (
      let press = 0;
      press < 6 && (await page.getByText('Rent is over the Apr 15 paycheck.').count()) === 0;
      press++
    )
      await page.keyboard.press('ArrowDown');
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

  it('offline, a bill moved through its menu still changes the runway on the device', async () => {
    const { page } = session;
    await openRunway(page, await shortPerson(`what-if-offline-${width}`), width);
    await page.context().setOffline(true);
    try {
      await openAprilFirst(page);
      await page
        .getByRole('button', { name: WHAT_IF_TEXT.billMenu('Rent') })
        .first()
        .click();
      await page.getByRole('combobox', { name: `${WHAT_IF_TEXT.moveTo}: Rent` }).selectOption('2026-04-15');
      await page.getByRole('button', { name: WHAT_IF_TEXT.move, exact: true }).click();
      await expect.poll(() => shortCount(page)).toBe(0);
      await saveScreenshots(page, 'runway-what-if-offline', { widths: [width] });
    } finally {
      await page.context().setOffline(false);
    }
  });

  // Needs POST /api/runway/apply and DELETE /api/runway/apply/:undoId on the server.
  it('Apply saves the move as one step, and Undo takes it back', async () => {
    const { page } = session;
    await openRunway(page, await shortPerson(`what-if-apply-${width}`), width);
    await openAprilFirst(page);
    await page
      .getByRole('button', { name: WHAT_IF_TEXT.billMenu('Rent') })
      .first()
      .click();
    await page.getByRole('combobox', { name: `${WHAT_IF_TEXT.moveTo}: Rent` }).selectOption('2026-04-15');
    await page.getByRole('button', { name: WHAT_IF_TEXT.move, exact: true }).click();
    await page.getByRole('button', { name: WHAT_IF_TEXT.apply }).click();
    await page.getByRole('button', { name: /^Undo/ }).waitFor();
    await expect.poll(() => shortCount(page)).toBe(0);
    await saveScreenshots(page, 'runway-what-if-applied', { widths: [width] });
    await page.keyboard.press('Control+z');
    await page.getByText(SHORT).waitFor();
    // Undone on the server too: a fresh read is short again.
    await page.reload();
    await page.getByText(SHORT).waitFor();
  });
});

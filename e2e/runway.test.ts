// The runway screen (/budget/runway) at phone and desktop widths: the rows, the lowest point, the short day, a
// projected month and setting it up, the remembered 3/6/12, a safe runway, and axe on all of it.
import { runwayLowestText, runwayShortText, setUpMonthLabel } from '@halfwise/core/runway-messages.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpWithCard } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { seedItems } from './support/budget.ts';
import { setPaySchedule } from './support/pay-schedule.ts';

const session = useBrowser();

/** The runway's rows as the table reads them: each cell's text, the payday first. */
async function tableRows(page: Page): Promise<string[][]> {
  return page
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.children].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
      ),
    );
}

/** Today, on the page's clock: noon, so every time zone's calendar agrees on the day. */
async function todayIs(page: Page, year: number, month: number, day: number): Promise<void> {
  await page.clock.setFixedTime(new Date(year, month - 1, day, 12));
}

describe.each([375, 1280])('the runway at %d px', (width) => {
  it('shows a biweekly person their rows across a three-paycheck month, the short day and a projected month', async () => {
    const { page } = session;
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const user = await signUpWithCard(`runway-short-${width}`);
    // Paid every two weeks from May 1st: April 3 and 17; May 1, 15 and 29 (three paychecks); June 12 and 26.
    await setPaySchedule(user, { kind: 'biweekly', anchor: '2026-05-01' });
    await seedItems(user, '2026-04', [
      { kind: 'income', name: 'Starting cash', dollars: 1000, day: '1' },
      { kind: 'income', name: 'Paycheck', dollars: 1500, day: '04/03/2026' },
      { kind: 'expense', name: 'Rent', dollars: 1200, day: '04/05/2026' },
      { kind: 'income', name: 'Paycheck', dollars: 1500, day: '04/17/2026' },
      { kind: 'expense', name: 'Groceries', dollars: 400, day: '04/20/2026' },
      { kind: 'expense', name: 'Phone', dollars: 85, day: '04/25/2026' },
    ]);
    // May has no bank balance of its own, so it opens with April's close (a typed one would replace it).
    await seedItems(user, '2026-05', [
      { kind: 'income', name: 'Paycheck', dollars: 1500, day: '05/01/2026' },
      { kind: 'expense', name: 'Rent', dollars: 1200, day: '05/05/2026' },
      { kind: 'expense', name: 'Car repair', dollars: 2900, day: '05/12/2026' },
      { kind: 'income', name: 'Paycheck', dollars: 1500, day: '05/15/2026' },
      { kind: 'expense', name: 'Groceries', dollars: 400, day: '05/20/2026' },
      { kind: 'expense', name: 'Phone', dollars: 85, day: '05/25/2026' },
      { kind: 'income', name: 'Paycheck', dollars: 1500, day: '05/29/2026' },
    ]);
    await todayIs(page, 2026, 4, 8);

    await openWithAccess(page, '/?month=2026-04', user);
    await page.getByRole('link', { name: 'Next 6 paychecks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Next 6 paychecks' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/budget/runway');
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Budget' })
          .getAttribute('aria-current'),
      )
      .toBe('page');

    // Today's balance by the plan: $1,000 opening money + the April 3 paycheck − Rent = $1,300.
    await page.getByRole('table').waitFor();
    await expect
      .poll(() => tableRows(page))
      .toEqual([
        ['Apr 3', '$1,500', '0 bills $0', '$1,500', '$1,300'],
        ['Apr 17', '$1,500', '2 bills $485', '$1,015', '$2,315'],
        ['May 1', '$1,500', '2 bills $4,100', '-$2,600', '-$285'],
        ['May 15', '$1,500', '2 bills $485', '$1,015', '$730'],
        ['May 29', '$1,500', '1 bill $1,200', '$300', '$1,030'],
        // June is May copied forward: its first two paychecks land on the 12th and the 26th, the third is left out.
        ['Jun 12 projected', '$1,500', '3 bills $3,385', '-$1,885', '-$855'],
      ]);
    const summary = page.getByRole('status').filter({ hasText: 'Lowest:' });
    await summary.getByText(runwayLowestText('-$855', '2026-06-25')).waitFor();
    await summary.getByText(runwayShortText('$285', '2026-05-12', '2026-05-15')).waitFor();
    await expect.poll(() => page.locator('svg path').count()).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page, `runway, short, ${width}px`);
    await saveScreenshots(page, 'runway-short-projected', { widths: [width] });

    await page.getByRole('button', { name: setUpMonthLabel('2026-06') }).click();
    await page.getByRole('button', { name: setUpMonthLabel('2026-06') }).waitFor({ state: 'detached' });
    await page.getByRole('rowheader', { name: 'Jun 12', exact: true }).waitFor();
    expect((await tableRows(page)).at(-1)).toEqual([
      'Jun 12',
      '$1,500',
      '3 bills $3,385',
      '-$1,885',
      '-$855',
    ]);

    // Three paychecks, remembered: the screen and the budget screen's link say so after a reload.
    await page.getByRole('radio', { name: '3' }).check();
    await page.getByRole('heading', { level: 1, name: 'Next 3 paychecks' }).waitFor();
    await expect.poll(() => tableRows(page)).toHaveLength(3);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Next 3 paychecks' }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: '3' }).isChecked()).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Budget' }).click();
    await page.getByRole('link', { name: 'Next 3 paychecks' }).waitFor();
  });

  it('shows a safe runway: no short day, the lowest point above the cushion', async () => {
    const { page } = session;
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const user = await signUpWithCard(`runway-safe-${width}`);
    await seedItems(user, '2026-04', [
      { kind: 'income', name: 'Starting cash', dollars: 800, day: '1' },
      { kind: 'income', name: 'Paycheck', dollars: 2100, day: '1' },
      { kind: 'expense', name: 'Rent', dollars: 1100, day: '3' },
      { kind: 'income', name: 'Paycheck', dollars: 2100, day: '15' },
      { kind: 'expense', name: 'Car payment', dollars: 350, day: '18' },
      { kind: 'expense', name: 'Groceries', dollars: 600, day: '22' },
    ]);
    await seedItems(user, '2026-05', [
      { kind: 'income', name: 'Paycheck', dollars: 2100, day: '1' },
      { kind: 'expense', name: 'Rent', dollars: 1100, day: '3' },
      { kind: 'income', name: 'Paycheck', dollars: 2100, day: '15' },
      { kind: 'expense', name: 'Car payment', dollars: 350, day: '18' },
      { kind: 'expense', name: 'Groceries', dollars: 600, day: '22' },
    ]);
    await seedItems(user, '2026-06', [
      { kind: 'income', name: 'Paycheck', dollars: 2100, day: '1' },
      { kind: 'expense', name: 'Rent', dollars: 1100, day: '3' },
      { kind: 'income', name: 'Paycheck', dollars: 2100, day: '15' },
    ]);
    await todayIs(page, 2026, 4, 8);
    await openWithAccess(page, '/budget/runway', user);
    await page.getByRole('table').waitFor();
    expect((await tableRows(page)).map((row) => row[0])).toEqual([
      'Apr 1',
      'Apr 15',
      'May 1',
      'May 15',
      'Jun 1',
      'Jun 15',
    ]);
    // $800 + $2,100 − $1,100 by today; the lowest is that, on today, and nothing runs short.
    await page.getByText(runwayLowestText('$1,800', '2026-04-08')).waitFor();
    await expect.poll(() => page.getByText(/^Short by/).count()).toBe(0);
    await expect.poll(() => page.getByText('projected', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page, `runway, safe, ${width}px`);
    await saveScreenshots(page, 'runway-safe', { widths: [width] });
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpWithCard, type ApiSession } from './support/api.ts';
import { apiSettled } from './support/api-settled.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  downloadedText,
  openWithAccess,
  screenshotPath,
  SCREENSHOT_WIDTHS,
  useBrowser,
} from './support/browser.ts';
import { currentMonthKey, openBudget, seedItems, storedBudget } from './support/budget.ts';

const session = useBrowser();

const received = (page: Page) => page.getByRole('checkbox', { name: 'Received: Paycheck' });
const paid = (page: Page) => page.getByRole('checkbox', { name: 'Paid: Rent' });

/** A person whose paycheck this month is ticked received on the budget screen (Rent left unpaid). */
async function personWithReceivedPaycheck(page: Page, label: string): Promise<ApiSession> {
  const person = await signUpWithCard(label);
  await seedItems(person, currentMonthKey(), [
    { kind: 'income', name: 'Paycheck', dollars: 2000, day: '1' },
    { kind: 'expense', name: 'Rent', dollars: 1200, day: '3' },
  ]);
  await openBudget(page, person);
  await received(page).check();
  await apiSettled(page);
  expect((await storedBudget(person, currentMonthKey())).incomeItems[0]?.isPaid).toBe(true);
  return person;
}

/** Presses an export button in Settings › Your data and answers the file's text. */
async function exportFile(page: Page, format: 'JSON' | 'CSV'): Promise<string> {
  const card = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: `Export ${format}` }).click(),
  ]);
  return downloadedText(download);
}

/** At `width`, a person ticks their paycheck received and exports `format`: the file's text. */
async function exportOfReceivedPaycheck(page: Page, width: number, format: 'JSON' | 'CSV'): Promise<string> {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  const person = await personWithReceivedPaycheck(page, `round-trip-${format.toLowerCase()}-${width}`);
  await openSettingsAs(page, person);
  return exportFile(page, format);
}

async function openSettingsAs(page: Page, person: ApiSession) {
  await openWithAccess(page, '/settings', person);
  await page.getByRole('heading', { name: 'Your data' }).waitFor();
  return page.getByRole('region', { name: 'Your data' });
}

/** The budget screen of `person` shows the paycheck received and Rent not paid, as the server has them. */
async function expectTicksKept(page: Page, person: ApiSession, shot: string, width: number) {
  await openBudget(page, person);
  await received(page).waitFor();
  await expect.poll(() => received(page).isChecked()).toBe(true);
  await expect.poll(() => paid(page).isChecked()).toBe(false);
  const stored = await storedBudget(person, currentMonthKey());
  expect(stored.incomeItems.map(({ name, isPaid }) => ({ name, isPaid }))).toEqual([
    { name: 'Paycheck', isPaid: true },
  ]);
  expect(stored.expenseItems.map(({ name, isPaid }) => ({ name, isPaid }))).toEqual([
    { name: 'Rent', isPaid: false },
  ]);
  await page.screenshot({ path: await screenshotPath(shot, width) });
  await expectNoAxeViolations(page, `budget after ${shot}`);
}

describe.each(SCREENSHOT_WIDTHS)('at %i px', (width) => {
  it('a received paycheck exported as JSON and imported into a fresh account is still ticked', async () => {
    const { page } = session;
    const json = await exportOfReceivedPaycheck(page, width, 'JSON');

    const b = await signUpWithCard(`round-trip-json-b-${width}`);
    const card = await openSettingsAs(page, b);
    await card
      .getByLabel('Choose a JSON export…')
      .setInputFiles({ name: 'halfwise.json', mimeType: 'application/json', buffer: Buffer.from(json) });
    const result = card.getByRole('list', { name: 'Import result' });
    await result.waitFor();
    await result.scrollIntoViewIfNeeded();
    await page.screenshot({ path: await screenshotPath('round-trip-json-imported', width) });
    await expectNoAxeViolations(page, 'settings after a JSON import');

    await expectTicksKept(page, b, 'round-trip-json-budget', width);
  });

  it('a received paycheck exported as CSV and imported into a fresh account is still ticked', async () => {
    const { page } = session;
    const csv = await exportOfReceivedPaycheck(page, width, 'CSV');
    // The CSV import fills one month (chosen on the screen): the rows of this month, as a person would keep them.
    const month = currentMonthKey();
    const lines = csv.split('\r\n').filter((line, index) => index === 0 || line.startsWith(`${month},`));
    expect(
      lines.slice(1).map((line) => line.split(',').slice(1, 3).concat(line.split(',').slice(-2))),
    ).toEqual([
      // type, name, paid, fixed date (an income has none)
      ['income', 'Paycheck', 'yes', ''],
      ['expense', 'Rent', 'no', 'no'],
    ]);

    const b = await signUpWithCard(`round-trip-csv-b-${width}`);
    const card = await openSettingsAs(page, b);
    await card
      .getByLabel('Choose a CSV file…')
      .setInputFiles({ name: 'halfwise.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
    const preview = card.getByRole('region', { name: 'Preview' });
    // The preview says which items come paid (received).
    const paycheckRow = preview.getByRole('row', { name: /^Paycheck Income/ });
    await paycheckRow.waitFor();
    await expect
      .poll(() => paycheckRow.getByRole('cell').allTextContents())
      .toEqual(['Paycheck', 'Income, received', '1', '$2,000.00']);
    await preview.getByRole('row', { name: 'Rent Expense 3 $1,200.00' }).waitFor();
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: await screenshotPath('round-trip-csv-preview', width) });
    await expectNoAxeViolations(page, 'settings with a CSV preview');
    await card.getByRole('button', { name: /^Add 2 items to / }).click();
    await page
      .getByRole('status')
      .getByText(/2 items added to /)
      .waitFor();

    await expectTicksKept(page, b, 'round-trip-csv-budget', width);
  });
});

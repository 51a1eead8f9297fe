import ICAL from 'ical.js';
import { dataFileSchema } from '@halfwise/core/contract/own-data.ts';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { callApi, markCardSetUp, signUpViaApi, type ApiSession } from './support/api.ts';
import {
  downloadedText,
  openWithAccess,
  SCREENSHOT_WIDTHS,
  screenshotPath,
  useBrowser,
} from './support/browser.ts';
import { uniqueEmail } from './support/env.ts';

const session = useBrowser();

const thisMonth = () => new Date().toISOString().slice(0, 7);

async function openSettings(width: number, label: string): Promise<ApiSession> {
  const { page } = session;
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  const account = await signUpViaApi(uniqueEmail(label));
  await markCardSetUp(account.user.id);
  const budget = await callApi<{ budget: { id: number } }>(
    'POST',
    '/api/budget',
    { userId: account.user.id, month: thisMonth(), year: Number(thisMonth().slice(0, 4)) },
    account.token,
  );
  await callApi(
    'POST',
    '/api/expense',
    { budgetId: budget.budget.id, name: 'Rent, flat 2', amount: 125075, dueDate: '3' },
    account.token,
  );
  await openWithAccess(page, '/settings', account);
  await page.getByRole('heading', { name: 'Your data' }).waitFor();
  return account;
}

describe.each(SCREENSHOT_WIDTHS)('at %i px', (width) => {
  it('exports JSON and CSV as downloads named by the day', async () => {
    await openSettings(width, 'export');
    const { page } = session;
    const card = page.getByRole('region', { name: 'Your data' });
    await card.getByRole('button', { name: 'Export JSON' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: await screenshotPath('your-data', width) });

    const today = new Date().toISOString().slice(0, 10);
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toBe(`halfwise-${today}.json`);
    const file = dataFileSchema.parse(JSON.parse(await downloadedText(json)));
    expect(file.budgets[0]?.expenseItems[0]).toMatchObject({ name: 'Rent, flat 2', amount: 125075 });

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`halfwise-${today}.csv`);
    const rows = Papa.parse<string[]>((await downloadedText(csv)).trim()).data;
    expect(rows[1]).toEqual([
      thisMonth(),
      'expense',
      'Rent, flat 2',
      '1250.75',
      `${thisMonth()}-03`,
      'no',
      'no',
    ]);
  });

  it('previews a CSV with a bad row, then adds the items once the file is fixed', async () => {
    await openSettings(width, 'csv-import');
    const { page } = session;
    const card = page.getByRole('region', { name: 'Your data' });
    const bad = 'name,amount,due day\nPhone,"$45.50",20\nGym,lots,4\nPaycheck,2000,1\n';
    await card
      .getByLabel('Choose a CSV file…')
      .setInputFiles({ name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    const preview = card.getByRole('region', { name: 'Preview' });
    await preview.getByText('Line 3: amount: Use digits only, e.g. 1250').waitFor();
    await preview.getByRole('cell', { name: '$45.50' }).waitFor();
    await preview.getByRole('cell', { name: 'Income' }).waitFor();
    const add = card.getByRole('button', { name: /^Add 2 items to / });
    await expect.poll(() => add.isDisabled()).toBe(true);
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: await screenshotPath('csv-import-preview', width) });

    const fixed = bad.replace('Gym,lots,4', 'Gym,30,4');
    await card
      .getByLabel(/Choose another CSV/)
      .setInputFiles({ name: 'fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
    const addAll = card.getByRole('button', { name: /^Add 3 items to / });
    await addAll.waitFor();
    await addAll.click();
    await page
      .getByRole('status')
      .getByText(/3 items added to /)
      .waitFor();

    await page.goto('/budget');
    await page.getByText('Gym').first().waitFor();
    await page.getByText('Phone').first().waitFor();
  });

  it('creates, regenerates and turns off the bills calendar; the link parses as iCalendar', async () => {
    await openSettings(width, 'calendar');
    const { page } = session;
    const card = page.getByRole('region', { name: 'Bills calendar' });
    await card.getByRole('button', { name: 'Create calendar link' }).click();
    const link = card.getByLabel('Your private calendar link');
    await link.waitFor();
    const first = await link.inputValue();
    expect(first).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await card.getByRole('button', { name: 'Regenerate link' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: await screenshotPath('bills-calendar', width) });

    const feed = await fetch(first);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const [event] = calendar.getAllSubcomponents('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe('Rent, flat 2 — $1,250.75');
    expect(event?.getFirstProperty('dtstart')?.type).toBe('date');
    expect(event?.getFirstPropertyValue('uid')).toBeTruthy();
    expect(event?.getFirstPropertyValue('dtstamp')).toBeTruthy();

    await card.getByRole('button', { name: 'Regenerate link' }).click();
    await expect.poll(() => link.inputValue()).not.toBe(first);
    const second = await link.inputValue();
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);

    await card.getByRole('button', { name: 'Turn off' }).click();
    await page
      .getByRole('dialog', { name: 'Turn off the bills calendar?' })
      .getByRole('button', { name: 'Turn off' })
      .click();
    await card.getByRole('button', { name: 'Create calendar link' }).waitFor();
    expect((await fetch(second)).status).toBe(404);
  });
});

// A partner's bills calendar follows the budget they see: their link lists the shared budget's bills, and the
// card says so; once the owner removes them, the same link lists none of the owner's bills.
import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { SHARED_CALENDAR_NOTE } from '../src/features/settings/model/calendar-feed-words.ts';
import { callApi, signUpViaApi, signUpWithCard } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { currentMonthKey, seedItems } from './support/budget.ts';
import { uniqueEmail } from './support/env.ts';
import { shareBudget } from './support/household.ts';

const session = useBrowser();

async function feedSummaries(url: string): Promise<string[]> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar
    .getAllSubcomponents('vevent')
    .map((event) => String(event.getFirstPropertyValue('summary')))
    .sort();
}

it("a partner's calendar link lists the owner's bills until the owner removes them", async () => {
  const owner = await signUpWithCard('partner-calendar-owner');
  await seedItems(owner, currentMonthKey(), [
    { kind: 'income', name: 'Paycheck', dollars: 2000, day: '1' },
    { kind: 'expense', name: 'Rent', dollars: 1200, day: '3' },
    { kind: 'expense', name: 'Phone', dollars: 50, day: '20' },
  ]);
  const partner = await signUpViaApi(uniqueEmail('partner-calendar'));
  await shareBudget(owner, partner);

  const { page } = session;
  await openWithAccess(page, '/settings', partner);
  const card = page.getByRole('region', { name: 'Bills calendar' });
  const note = card.getByText(SHARED_CALENDAR_NOTE);
  await note.waitFor();
  await card.getByRole('button', { name: 'Create calendar link' }).click();
  const link = card.getByLabel('Your private calendar link');
  await link.waitFor();
  const url = await link.inputValue();
  await saveScreenshots(page, 'partner-calendar-card', { fullPage: false, scrollTo: card });
  await expect.poll(() => feedSummaries(url)).toEqual(['Phone — $50.00', 'Rent — $1,200.00']);
  await expectNoAxeViolationsAtBothWidths(page, "a partner's Settings with the calendar link made");

  await callApi('DELETE', `/api/household/members/${partner.user.id}`, undefined, owner.token);
  await expect.poll(() => feedSummaries(url)).toEqual([]);
  await page.reload();
  await card.getByRole('button', { name: 'Regenerate link' }).waitFor();
  await expect.poll(() => note.count()).toBe(0);
});

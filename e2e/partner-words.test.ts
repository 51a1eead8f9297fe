// A partner invited by an owner with no name set (only an email address): the /join card holds its heading at
// 375 and 320 px, and the partner's Settings says whose budget they share once, in the Shared budget card, with
// no billing status word; the pay schedule, the owner's, is shown disabled with the reason.
import { PAY_SCHEDULE_OWNER_ONLY } from '@halfwise/core/pay-schedule-schema.ts';
import { sharedBudgetTitle } from '@halfwise/core/person-name.ts';
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { joinTitle, SHARE_MESSAGES, youShare } from '../src/features/household/model/share-messages.ts';
import { callApi, signUpViaApi, signUpWithCard } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { inviteByMail } from './support/household.ts';
import { uniqueEmail } from './support/env.ts';

const session = useBrowser();

/** Whether `inner` lies wholly inside `outer` and nothing in it spills sideways. */
async function fitsInside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return false;
  const spills = await inner.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  return !spills && a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
}

it("an owner known only by email: the join heading stays in its card, and the partner's Settings names the budget once", async () => {
  const owner = await signUpWithCard('partner-words-owner');
  const ownerPerson = { firstName: null, lastName: null, email: owner.user.email };
  const partnerEmail = uniqueEmail('partner-words');
  const { joinPath } = await inviteByMail(owner, partnerEmail);
  const { page } = session;

  await openWithAccess(page, joinPath);
  const heading = page.getByRole('heading', { name: joinTitle(ownerPerson) });
  await heading.waitFor();
  const card = page.locator('section, article, div').filter({ has: heading }).last();
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 812 });
    await expect.poll(() => fitsInside(heading, card), { message: `heading at ${width}px` }).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth))
      .toBe(true);
  }
  await saveScreenshots(page, 'join-long-owner-email');
  await expectNoAxeViolationsAtBothWidths(page, 'join page for an owner known by email');

  const partner = await signUpViaApi(partnerEmail);
  const token = joinPath.slice(joinPath.lastIndexOf('/') + 1);
  await callApi('POST', '/api/household/accept', { token }, partner.token);
  await openWithAccess(page, '/settings', partner);
  const shared = page.getByRole('region', { name: SHARE_MESSAGES.partnerHeading });
  await shared.getByText(youShare(ownerPerson)).waitFor();
  // Said once on the page itself (the top bar, on every screen, is the shell's).
  const main = page.getByRole('main');
  await expect
    .poll(() => main.getByText(ownerPerson.email!).filter({ visible: true }).allTextContents())
    .toEqual([youShare(ownerPerson)]);
  await expect.poll(() => main.getByText(sharedBudgetTitle(ownerPerson)).count()).toBe(0);
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await subscription.getByText(/You pay nothing/).waitFor();
  await expect.poll(() => subscription.textContent()).not.toMatch(/trialing|shared with you|_/);
  // The pay schedule is the owner's: the partner sees it, disabled, with the reason.
  const schedule = page.getByRole('region', { name: 'Pay schedule' });
  await schedule.getByText(PAY_SCHEDULE_OWNER_ONLY).waitFor();
  await expect
    .poll(() => schedule.getByRole('button', { name: 'Save pay schedule' }).isDisabled())
    .toBe(true);
  await expect.poll(() => schedule.getByRole('radio', { name: 'Every week' }).isDisabled()).toBe(true);
  await saveScreenshots(page, 'partner-settings-words');
  await expectNoAxeViolationsAtBothWidths(page, "a partner's Settings");
});

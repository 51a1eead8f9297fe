// Budget together in two browsers: the owner invites by email, the partner joins as a new signup (no card),
// both edit, each sees the other's change with who made it, and the owner removes the partner, who goes back
// to their own budget.
import { HOUSEHOLD_MESSAGES } from '@halfwise/core/contract/household.ts';
import { sharedBudgetTitle } from '@halfwise/core/person-name.ts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  invitationSentTo,
  joinTitle,
  SHARE_MESSAGES,
  sharedWith,
  youShare,
} from '../src/features/household/model/share-messages.ts';
import { callApi, firstLink, setFirstName, signUpWithCard, waitForMail } from './support/api.ts';
import { trackApiRequests } from './support/api-settled.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { addItemInHalf, currentMonthKey, openBudget, seedItems } from './support/budget.ts';
import { submitSignupForm } from './support/account.ts';
import { uniqueEmail } from './support/env.ts';

const session = useBrowser();
const OWNER = { firstName: 'Ann', lastName: null, email: null };

/** The badge on a row: who changed it last. */
const changedBy = (page: Page, itemName: string) =>
  page.getByRole('listitem', { name: new RegExp(itemName) }).getByRole('button', { name: /Last changed by/ });

async function goTo(page: Page, nav: 'Budget' | 'Goals' | 'Settings') {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: nav }).click();
}

it('an invited partner joins with no card, both edit the same budget, and removal sends the partner home', async () => {
  const owner = await signUpWithCard('owner');
  await setFirstName(owner, 'Ann');
  await seedItems(owner, currentMonthKey(), [{ kind: 'expense', name: 'Rent', dollars: 1200, day: '1' }]);
  const partnerEmail = uniqueEmail('partner');

  // The owner invites from Settings; a refusal is said beside the field.
  const ownerPage = session.page;
  await openWithAccess(ownerPage, '/settings', owner);
  const share = ownerPage.getByRole('region', { name: SHARE_MESSAGES.heading });
  await share.getByLabel(SHARE_MESSAGES.inviteLabel).fill(owner.user.email);
  await share.getByRole('button', { name: SHARE_MESSAGES.inviteButton }).click();
  await share.getByRole('alert').filter({ hasText: HOUSEHOLD_MESSAGES.inviteSelf }).waitFor();
  await share.getByLabel(SHARE_MESSAGES.inviteLabel).fill(partnerEmail);
  await share.getByRole('button', { name: SHARE_MESSAGES.inviteButton }).click();
  await ownerPage.getByText(invitationSentTo(partnerEmail)).waitFor();
  await share
    .getByRole('button', { name: `Revoke the invitation to ${partnerEmail.toLowerCase()}` })
    .waitFor();
  await saveScreenshots(ownerPage, 'household-share-card-owner', { fullPage: false, scrollTo: share });
  await expectNoAxeViolationsAtBothWidths(ownerPage, 'settings with a pending invitation');

  // The mail arrives; the partner opens its link in another browser and signs up.
  const joinPath = new URL(firstLink(await waitForMail(partnerEmail))).pathname;
  const partnerContext = await session.context.browser()!.newContext({
    baseURL: new URL(ownerPage.url()).origin,
    viewport: { width: 375, height: 812 },
    serviceWorkers: 'block',
  });
  try {
    const partnerPage = await partnerContext.newPage();
    trackApiRequests(partnerPage);
    const visited: string[] = [];
    partnerPage.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
    await openWithAccess(partnerPage, joinPath);
    await partnerPage.getByRole('heading', { name: joinTitle(OWNER) }).waitFor();
    await partnerPage.getByText(SHARE_MESSAGES.coveredByOwner).waitFor();
    await saveScreenshots(partnerPage, 'household-join');
    await expectNoAxeViolationsAtBothWidths(partnerPage, 'join page signed out');
    await partnerPage.getByRole('button', { name: 'Create an account to join' }).click();
    await submitSignupForm(partnerPage, partnerEmail);
    await partnerPage.getByRole('button', { name: joinTitle(OWNER) }).click();
    await partnerPage.getByText(sharedBudgetTitle(OWNER)).first().waitFor();
    await partnerPage.getByRole('navigation', { name: 'Months' }).waitFor();
    expect(visited).not.toContain('/payment');

    // The partner sees the owner's item with the owner's initials, and adds one: their own shows no badge.
    await expect.poll(() => changedBy(partnerPage, 'Rent').getAttribute('title')).toBe('Last changed by Ann');
    await expect.poll(() => changedBy(partnerPage, 'Rent').textContent()).toBe('A');
    await addItemInHalf(partnerPage, 'late', { name: 'Groceries', dollars: 80, expectKind: 'Expense' });
    const partnerInitials = partnerEmail[0]!.toUpperCase();
    await partnerPage.getByRole('listitem', { name: /^Groceries/ }).waitFor();
    await expect.poll(() => changedBy(partnerPage, 'Groceries').count()).toBe(0);

    // The owner, back on the budget, sees the partner's item with the partner's initials, and adds one.
    await goTo(ownerPage, 'Budget');
    await expect.poll(() => changedBy(ownerPage, 'Groceries').textContent()).toBe(partnerInitials);
    await addItemInHalf(ownerPage, 'late', { name: 'Internet', dollars: 60, expectKind: 'Expense' });
    await ownerPage.getByRole('listitem', { name: /^Internet/ }).waitFor();
    await expect.poll(() => changedBy(ownerPage, 'Internet').count()).toBe(0);
    await expect.poll(() => changedBy(ownerPage, 'Rent').count()).toBe(0);

    // The partner sees it after navigating; a tap on the badge names who changed it.
    await goTo(partnerPage, 'Settings');
    await partnerPage.getByRole('region', { name: SHARE_MESSAGES.partnerHeading }).waitFor();
    await partnerPage
      .getByRole('region', { name: SHARE_MESSAGES.partnerHeading })
      .getByText(youShare(OWNER))
      .waitFor();
    await saveScreenshots(partnerPage, 'household-settings-partner', {
      fullPage: false,
      scrollTo: partnerPage.getByRole('region', { name: 'Subscription' }),
    });
    await goTo(partnerPage, 'Budget');
    await changedBy(partnerPage, 'Internet').click();
    await partnerPage
      .getByRole('listitem', { name: /Internet/ })
      .getByText('Last changed by Ann', { exact: true })
      .waitFor();
    await saveScreenshots(partnerPage, 'household-shared-budget');
    await expectNoAxeViolationsAtBothWidths(partnerPage, 'shared budget with initials');

    // The owner removes the partner (after confirming); the partner's next read sends them home with a message.
    await goTo(ownerPage, 'Settings');
    await ownerPage
      .getByText(sharedWith({ firstName: null, lastName: null, email: partnerEmail.toLowerCase() }))
      .waitFor();
    await ownerPage.getByRole('button', { name: 'Remove' }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await ownerPage.getByText(SHARE_MESSAGES.removed).waitFor();

    // The partner's next read of the owner's budget is refused: they are told, and are on their own budget again.
    // Never asked for a card before, they start their own trial there; the card waits until it ends.
    await goTo(partnerPage, 'Goals');
    await goTo(partnerPage, 'Budget');
    await partnerPage.getByText(HOUSEHOLD_MESSAGES.removed).waitFor();
    await partnerPage.getByText(HOUSEHOLD_MESSAGES.backOnOwnBudget).waitFor();
    await partnerPage.getByRole('navigation', { name: 'Months' }).waitFor();
    await partnerPage.getByText('Hi there').waitFor();
    await saveScreenshots(partnerPage, 'household-removed-partner-home', { fullPage: false });
    await expectNoAxeViolationsAtBothWidths(partnerPage, 'removed partner on their own budget');
    await partnerPage.reload();
    await partnerPage.getByRole('navigation', { name: 'Months' }).waitFor();
    expect(visited).not.toContain('/payment');
    await expect
      .poll(() => partnerPage.getByRole('listitem', { name: /Internet|Groceries|Rent/ }).count())
      .toBe(0);
    const household = await callApi<{ members: unknown[] }>('GET', '/api/household', undefined, owner.token);
    expect(household.members).toHaveLength(1);
  } finally {
    await partnerContext.close();
  }
});

it('a used or unknown invitation says so and offers a way on', async () => {
  const { page } = session;
  await openWithAccess(page, `/join/${'A'.repeat(43)}`);
  await page.getByText(HOUSEHOLD_MESSAGES.invitationUnusable).waitFor();
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.waitForURL('**/login');
});

// The budget of a person who never shares shows no initials.
it('a budget that is not shared shows no initials', async () => {
  const solo = await signUpWithCard('solo');
  await seedItems(solo, currentMonthKey(), [{ kind: 'expense', name: 'Rent', dollars: 900, day: '1' }]);
  await openBudget(session.page, solo);
  await session.page.getByRole('listitem', { name: /Rent/ }).waitFor();
  await expect.poll(() => session.page.getByRole('button', { name: /Last changed by/ }).count()).toBe(0);
});

// Budget together beyond the first invitation: goals show who changed them, a partner leaves for their own
// budget, a revoked invitation no longer opens, and an invitation refuses any other address.
import { HOUSEHOLD_MESSAGES } from '@halfwise/core/contract/household.ts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { joinTitle, otherAccount, SHARE_MESSAGES } from '../src/features/household/model/share-messages.ts';
import { callApi, setFirstName, signUpWithCard } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { currentMonthKey, openBudget, seedItems } from './support/budget.ts';
import { uniqueEmail } from './support/env.ts';
import { createGoalViaApi, openGoalsScreen } from './support/goals.ts';
import { inviteByMail, shareBudget } from './support/household.ts';

const session = useBrowser();

const changedBy = (page: Page, rowName: RegExp) =>
  page
    .getByRole('listitem')
    .filter({ hasText: rowName })
    .getByRole('button', { name: /Last changed by/ });

it('goals show who changed them, and a partner who leaves is back on their own budget', async () => {
  const owner = await signUpWithCard('owner');
  const partner = await signUpWithCard('partner');
  await Promise.all([setFirstName(owner, 'Ann'), setFirstName(partner, 'Ben')]);
  await seedItems(partner, currentMonthKey(), [
    { kind: 'expense', name: 'Bike loan', dollars: 40, day: '3' },
  ]);
  await createGoalViaApi(owner, 'Holiday', 900);
  await shareBudget(owner, partner);
  await createGoalViaApi(partner, 'New sofa', 600);

  // The partner sees the owner's goals with who last changed each one, when it was not themselves.
  const { page } = session;
  await openGoalsScreen(page, partner);
  await expect.poll(() => changedBy(page, /Holiday/).textContent()).toBe('A');
  await page
    .getByRole('listitem')
    .filter({ hasText: /New sofa/ })
    .waitFor();
  await expect.poll(() => changedBy(page, /New sofa/).count()).toBe(0);
  await changedBy(page, /Holiday/).click();
  await page.getByText('Last changed by Ann', { exact: true }).waitFor();
  await saveScreenshots(page, 'household-goals-initials', { fullPage: false });
  await expectNoAxeViolationsAtBothWidths(page, 'shared goals with initials');

  // Leaving, after confirming, returns them to their own budget, which kept their own item.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: SHARE_MESSAGES.partnerHeading });
  await card.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await page.getByText(SHARE_MESSAGES.left).first().waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Budget' }).click();
  await page.getByRole('listitem', { name: /Bike loan/ }).waitFor();
  await expect.poll(() => page.getByText(HOUSEHOLD_MESSAGES.removed).count()).toBe(0);
  await expect.poll(() => page.getByRole('button', { name: /Last changed by/ }).count()).toBe(0);
  const household = await callApi<{ members: unknown[] }>('GET', '/api/household', undefined, owner.token);
  expect(household.members).toHaveLength(1);
});

it('a revoked invitation no longer opens', async () => {
  const owner = await signUpWithCard('owner');
  await setFirstName(owner, 'Ann');
  const { joinPath } = await inviteByMail(owner, uniqueEmail('revoked'));

  const { page } = session;
  await openWithAccess(page, '/settings', owner);
  const share = page.getByRole('region', { name: SHARE_MESSAGES.heading });
  await share.getByRole('button', { name: /^Revoke the invitation to e2e-revoked-/ }).click();
  await page.getByText(SHARE_MESSAGES.revoked).first().waitFor();
  await expect.poll(() => share.getByRole('button', { name: /^Revoke/ }).count()).toBe(0);

  await page.goto(joinPath);
  await page.getByText(HOUSEHOLD_MESSAGES.invitationUnusable).waitFor();
});

it('an invitation opened by another signed-in account says whose it is and joins nobody', async () => {
  const owner = await signUpWithCard('owner');
  const stranger = await signUpWithCard('stranger');
  await setFirstName(owner, 'Ann');
  const invited = uniqueEmail('invited');
  const { joinPath } = await inviteByMail(owner, invited);

  const { page } = session;
  await openBudget(page, stranger);
  await page.goto(joinPath);
  await page
    .getByRole('heading', { name: joinTitle({ firstName: 'Ann', lastName: null, email: null }) })
    .waitFor();
  await page.getByText(otherAccount(invited, stranger.user.email)).waitFor();
  await expect.poll(() => page.getByRole('button', { name: /^Join / }).count()).toBe(0);
  await saveScreenshots(page, 'household-join-other-account', { fullPage: false });
  await expectNoAxeViolationsAtBothWidths(page, 'join page for another account');

  // The API refuses the token to anyone but the invited address, and the stranger stays on their own budget.
  const token = joinPath.slice(joinPath.lastIndexOf('/') + 1);
  await expect(callApi('POST', '/api/household/accept', { token }, stranger.token)).rejects.toThrow(
    `-> 404: ${JSON.stringify({ message: HOUSEHOLD_MESSAGES.invitationUnusable })}`,
  );
  const household = await callApi<{ members: unknown[] }>('GET', '/api/household', undefined, owner.token);
  expect(household.members).toHaveLength(1);
});

// GET /api/user is cached for 5 minutes (core §7 and §9): read once at login, not again on a visit to the Budget
// screen or when the window comes back into view; a change the person makes (profile, household) shows at once.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SHARE_MESSAGES, sharedWith } from '../src/features/household/model/share-messages.ts';
import {
  callApi,
  firstLink,
  markCardSetUp,
  setFirstName,
  signUpViaApi,
  waitForMail,
  type ApiSession,
} from './support/api.ts';
import { apiSettled } from './support/api-settled.ts';
import { openWithAccess, useBrowser } from './support/browser.ts';
import { PASSWORD, uniqueEmail } from './support/env.ts';

const session = useBrowser();

/** Every /api/ request the page sends, as "METHOD /path", in order. */
function recordApiRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

const userReads = (sent: readonly string[]) => sent.filter((request) => request === 'GET /api/user');

/** The month drawn: its reads answered. */
const monthDrawn = (page: Page) => page.getByRole('toolbar', { name: 'Budget actions' }).waitFor();

async function goTo(page: Page, screen: 'Budget' | 'Goals' | 'Settings') {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: screen }).click();
}

async function logIn(page: Page, label: string, firstName: string): Promise<ApiSession> {
  const email = uniqueEmail(label);
  const account = await signUpViaApi(email);
  await Promise.all([setFirstName(account, firstName), markCardSetUp(account.user.id)]);
  await openWithAccess(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText(`Hi, ${firstName}`).waitFor({ timeout: 10_000 });
  await monthDrawn(page);
  await apiSettled(page);
  return account;
}

it('a login and three visits to the Budget screen read the user once', async () => {
  const { page } = session;
  const sent = recordApiRequests(page);
  await logIn(page, 'user-cache', 'Robin');
  expect(userReads(sent)).toHaveLength(1);

  await goTo(page, 'Goals');
  await page.getByRole('heading', { name: 'Future Goals' }).waitFor();
  await goTo(page, 'Budget');
  await monthDrawn(page);
  await apiSettled(page);
  // The window leaving and coming back into view asks nothing again.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
  await goTo(page, 'Goals');
  await page.getByRole('heading', { name: 'Future Goals' }).waitFor();
  await goTo(page, 'Budget');
  await monthDrawn(page);
  await apiSettled(page);

  console.info(`A login and three visits to the Budget screen:\n  ${sent.join('\n  ')}`);
  expect(userReads(sent)).toEqual(['GET /api/user']);
});

it('a change to the profile or the household shows at once, each with one new read of the user', async () => {
  const { page } = session;
  const sent = recordApiRequests(page);
  await logIn(page, 'user-change', 'Robin');

  await goTo(page, 'Settings');
  await page.getByRole('button', { name: 'Edit Information' }).click();
  await page.getByLabel('First name').fill('Sasha');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile updated').waitFor();
  await goTo(page, 'Budget');
  await page.getByText('Hi, Sasha').waitFor();
  await apiSettled(page);
  expect(userReads(sent)).toHaveLength(2);

  await goTo(page, 'Settings');
  const share = page.getByRole('region', { name: SHARE_MESSAGES.heading });
  const partnerEmail = uniqueEmail('invited');
  await share.getByLabel(SHARE_MESSAGES.inviteLabel).fill(partnerEmail);
  await share.getByRole('button', { name: SHARE_MESSAGES.inviteButton }).click();
  await share
    .getByRole('button', { name: `Revoke the invitation to ${partnerEmail.toLowerCase()}` })
    .waitFor();
  await apiSettled(page);
  expect(userReads(sent)).toHaveLength(3);
});

it('a partner who joined meanwhile shows on the next visit of Settings, with one new read of the user', async () => {
  const { page } = session;
  const sent = recordApiRequests(page);
  const owner = await logIn(page, 'user-owner', 'Ann');
  await goTo(page, 'Settings');
  await page.getByRole('region', { name: SHARE_MESSAGES.heading }).waitFor();

  const partner = await signUpViaApi(uniqueEmail('user-partner'));
  await callApi('POST', '/api/household/invite', { email: partner.user.email }, owner.token);
  const joinPath = new URL(firstLink(await waitForMail(partner.user.email))).pathname;
  const token = joinPath.slice(joinPath.lastIndexOf('/') + 1);
  await callApi('POST', '/api/household/accept', { token }, partner.token);

  await goTo(page, 'Budget');
  await page.getByText('Hi, Ann').waitFor();
  await apiSettled(page);
  expect(userReads(sent)).toHaveLength(1);
  await goTo(page, 'Settings');
  await page.getByText(sharedWith({ firstName: null, lastName: null, email: partner.user.email })).waitFor();
  await apiSettled(page);
  expect(userReads(sent)).toHaveLength(2);
});

import { expect, it } from 'vitest';
import { markCardSetUp, signUpViaApi } from './support/api.ts';
import { openWithAccess, readStorage, saveScreenshots, useBrowser } from './support/browser.ts';
import { uniqueEmail } from './support/env.ts';
import { EMAIL_CHANGE_PENDING } from '@halfwise/core/email-rules.ts';

const session = useBrowser();

async function openSettingsAsNewUser() {
  const account = await signUpViaApi(uniqueEmail('settings'));
  await markCardSetUp(account.user.id);
  await openWithAccess(session.page, '/settings', account);
  await session.page.getByRole('heading', { name: 'Your Account' }).waitFor();
  return account;
}

it('edits the profile: inline checks, the saved toast, and the birthday shown as month and day', async () => {
  const account = await openSettingsAsNewUser();
  const { page } = session;
  const card = page.getByRole('region', { name: 'Your Account' });
  await card.getByText('No name set').waitFor();
  await card.getByText(account.user.email).waitFor();
  await card.getByText('No birthday set').waitFor();
  await saveScreenshots(page, 'settings');

  await card.getByRole('button', { name: 'Edit Information' }).click();
  await card.getByText('Adding your name helps set up your referral and affiliate profile.').waitFor();
  await card.getByText(/car registration, license renewals and other dates/).waitFor();
  await card.getByLabel('First name').fill('Dana');
  await card.getByLabel('Last name').fill('Reyes');
  await card.getByLabel('Email').fill('dana@');
  await card.getByLabel('Birthday').fill('2999-03-14');
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await card.getByText('Please enter a valid email address').waitFor();
  await card.getByText('Birthday cannot be in the future').waitFor();
  await saveScreenshots(page, 'settings-edit');

  await card.getByLabel('Email').fill(account.user.email);
  await card.getByLabel('Birthday').fill('1990-03-14');
  await card.getByRole('button', { name: 'Save Changes' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Profile updated' });
  await toast.getByText('Your information has been saved successfully.').waitFor();
  await card.getByText('Dana Reyes').waitFor();
  await card.getByText('March 14').waitFor();
  await expect.poll(() => card.getByText('No birthday set').count()).toBe(0);
  await expect.poll(() => card.getByRole('button', { name: 'Edit Information' }).isVisible()).toBe(true);
});

it('a new email waits for the link mailed to it, and the screen says so', async () => {
  const account = await openSettingsAsNewUser();
  const { page } = session;
  const card = page.getByRole('region', { name: 'Your Account' });
  const newEmail = uniqueEmail('settings-new');
  await card.getByRole('button', { name: 'Edit Information' }).click();
  await card.getByLabel('Email').fill(newEmail);
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: EMAIL_CHANGE_PENDING.title })
    .getByText(EMAIL_CHANGE_PENDING.description)
    .waitFor();
  await saveScreenshots(page, 'settings-email-pending');
  await card.getByText(account.user.email).waitFor();
});

it('Cancel closes the form without saving', async () => {
  await openSettingsAsNewUser();
  const card = session.page.getByRole('region', { name: 'Your Account' });
  await card.getByRole('button', { name: 'Edit Information' }).click();
  await card.getByLabel('First name').fill('Unsaved');
  await card.getByRole('button', { name: 'Cancel' }).click();
  await card.getByText('No name set').waitFor();
  await expect.poll(() => card.getByText('Unsaved').count()).toBe(0);
});

it('Sign Out asks first, then clears the tokens, says so and goes to the root', async () => {
  await openSettingsAsNewUser();
  const { page } = session;
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Out' });
  await dialog
    .getByText("Are you sure you want to sign out? You'll need to sign back in to access your budgets.")
    .waitFor();
  await dialog.getByRole('button', { name: 'Sign Out' }).click();

  await page.getByRole('status').filter({ hasText: 'Signed out' }).waitFor();
  expect((await readStorage(page)).local.authToken).toBeUndefined();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Login' }).first().waitFor();
});

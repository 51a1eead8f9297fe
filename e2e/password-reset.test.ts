import { expect, it } from 'vitest';
import { callApi, firstLink, onJourneyApp, signUpViaApi, waitForMail } from './support/api.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { uniqueEmail } from './support/env.ts';

const session = useBrowser();

it('forgot-password mails a link that sets a new password, which then logs in', async () => {
  const email = uniqueEmail('reset');
  await signUpViaApi(email);

  const { page } = session;
  await openWithAccess(page, '/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
  await page.getByText(email).waitFor();
  await page.getByText('Reset email sent').waitFor();
  await saveScreenshots(page, 'forgot-password-sent');

  const mail = await waitForMail(email);
  await page.goto(await onJourneyApp(firstLink(mail)));
  await page.getByRole('heading', { name: 'Set a New Password' }).waitFor();
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await saveScreenshots(page, 'reset-password');

  const newPassword = 'brand-new-pass-2';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  // Signed in now: a new trial user is sent on to card setup.
  await page.waitForURL('**/payment');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

  const login = await callApi<{ token: string }>('POST', '/api/auth/login', { email, password: newPassword });
  expect(login.token).toBeTruthy();
});

it('an expired link says so and offers a new one', async () => {
  const { page } = session;
  await openWithAccess(
    page,
    '/reset-password#error=access_denied&error_description=Email+link+is+invalid+or+has+expired',
  );
  await page.getByText('This password reset link has expired or is invalid.').waitFor();
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await page.waitForURL('**/forgot-password');
});

import { expect, it } from 'vitest';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { submitSignupForm } from './support/account.ts';
import { PASSWORD, uniqueEmail } from './support/env.ts';

const session = useBrowser();

it('signup validates, creates the account and lands on /payment', async () => {
  const { page } = session;
  await openWithAccess(page, '/signup');
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();

  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password').fill('abd');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Email is required').waitFor();
  await page.getByText('Password must be at least 6 characters').waitFor();
  await page.getByText('Passwords do not match').waitFor();
  await saveScreenshots(page, 'signup-errors');

  await page.getByLabel('Email').fill(uniqueEmail('signup'));
  await expect.poll(() => page.getByText('Email is required').count()).toBe(0);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await page.getByRole('button', { name: 'Account Created!' }).waitFor();
  await page.getByText('Redirecting you to payment setup').waitFor();
  await page.waitForURL('**/payment');
  await page.getByRole('heading', { name: 'Almost There!' }).waitFor();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('Halfwise-signupTracked'))).toBe('true');

  // The /payment rule: a new trial user cannot wander off before card setup.
  await page.goto('/settings');
  await page.waitForURL('**/payment');
  await saveScreenshots(page, 'payment');
});

it('the older signup form welcomes with a toast and goes to /payment', async () => {
  const { page } = session;
  await openWithAccess(page, '/signup/quick');
  await submitSignupForm(page, uniqueEmail('quick'), { quick: true });
  await page.getByText('Welcome to Halfwise!').waitFor();
  await page.getByText('Your account has been created successfully.').waitFor();
  await page.waitForURL('**/payment');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toContain('@test.halfwise.app');
});

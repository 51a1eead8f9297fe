import { expect, it } from 'vitest';
import { markCardSetUp, setFirstName, signUpViaApi } from './support/api.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { PASSWORD, uniqueEmail } from './support/env.ts';

const session = useBrowser();

it('login shows the welcome overlay, then the budget with the greeting', async () => {
  const email = uniqueEmail('login');
  const account = await signUpViaApi(email);
  await setFirstName(account, 'Robin');
  await markCardSetUp(account.user.id);

  const { page } = session;
  await openWithAccess(page, '/login');
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await saveScreenshots(page, 'login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await page.getByText('Welcome back!').waitFor();
  await page.getByText('Taking you to your budget...').waitFor();
  await page.getByText('Hi, Robin').waitFor({ timeout: 10_000 });
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect
    .poll(() => page.getByRole('link', { name: 'Budget' }).getAttribute('aria-current'))
    .toBe('page');
  await expect.poll(() => page.getByRole('link', { name: 'Goals' }).getAttribute('aria-current')).toBeNull();
  await saveScreenshots(page, 'budget-greeting');

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await expect
    .poll(() => page.getByRole('link', { name: 'Settings' }).getAttribute('aria-current'))
    .toBe('page');
});

it('a wrong password shows the spec message in a red box', async () => {
  const email = uniqueEmail('wrong');
  await signUpViaApi(email);

  const { page } = session;
  await openWithAccess(page, '/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Email is required').waitFor();
  await page.getByText('Password is required').waitFor();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' });
  await alert.waitFor();
  await saveScreenshots(page, 'login-failed');

  await page.getByLabel('Password').fill('x');
  await expect.poll(() => alert.count()).toBe(0);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
});

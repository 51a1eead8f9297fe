import { APP_URL } from './support/env.ts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpWithCard } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { PASSWORD } from './support/env.ts';

// The production build prerenders /login into index.html too (docs/frontend.md, "The login page is HTML too").
const session = useBrowser();

/**
 * A page of its own at `width`, past the beta gate, whose app code is held back until `releaseApp()`: what the
 * visitor meets before the app has arrived is the prerendered login page alone.
 */
async function pageWithAppHeld(width: number): Promise<{ page: Page; releaseApp: () => void }> {
  const browser = session.context.browser();
  if (!browser) throw new Error('No browser');
  const context = await browser.newContext({ baseURL: APP_URL, viewport: { width, height: 812 } });
  const page = await context.newPage();
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('Halfwise-access', 'granted'));
  let releaseApp: () => void = () => undefined;
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/app-main-[^/]*\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  return { page, releaseApp };
}

it('a visitor at /login can type and sign in before the app arrives, and nothing typed is lost', async () => {
  const account = await signUpWithCard('login-prerender');
  const { page, releaseApp } = await pageWithAppHeld(375);
  try {
    const sentAsGet: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).search.includes('password')) sentAsGet.push(request.url());
    });

    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-prerendered')))
      .toBe('login');
    await page.getByLabel('Email').fill(account.user.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');

    releaseApp();
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    await page.getByRole('navigation', { name: 'Months' }).waitFor({ timeout: 15_000 });
    expect(sentAsGet).toEqual([]);
  } finally {
    await page.context().close();
  }
});

it('the app takes over the prerendered login page with the typed text and the focus where they were', async () => {
  const { page, releaseApp } = await pageWithAppHeld(1280);
  try {
    await page.goto('/login', { waitUntil: 'commit' });
    // The prerendered page alone, as a visitor meets it before the app arrives.
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await expectNoAxeViolationsAtBothWidths(page, 'prerendered login page');
    await saveScreenshots(page, 'login-prerendered');
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Password').fill('typed-early');
    releaseApp();
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerendered'));

    await expect.poll(() => page.locator('#login-page').count()).toBe(0);
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('early@example.com');
    await expect.poll(() => page.getByLabel('Password').inputValue()).toBe('typed-early');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('password');
  } finally {
    await page.context().close();
  }
});

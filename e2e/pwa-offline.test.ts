import { signUpWithCard } from './support/api.ts';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { currentMonthKey } from './support/budget.ts';
import { LAST_SEEN } from './support/offline.ts';
import { MONTH_NOT_ON_DEVICE } from '../src/features/budget/model/load-failure.ts';
import { addMonths, monthLabel, shortMonthName } from '../src/domain/month.ts';
import {
  cachedRequests,
  reloadOffline,
  useInstalledApp,
  waitForServiceWorkerControl,
} from './support/pwa.ts';

const phone = useInstalledApp(useBrowser());
const OFFLINE_NOTICE = "You're offline. Your budget will load when you're back online.";

test('the service worker precaches the app shell in the Halfwise-v1 cache and never an /api answer', async () => {
  const page = await phone.open('/');
  await waitForServiceWorkerControl(page);

  const caches = await cachedRequests(page);
  const [precacheName] = Object.keys(caches).filter((name) => name.includes('Halfwise-v1'));
  if (!precacheName) throw new Error(`No Halfwise-v1 cache in ${Object.keys(caches).join(', ')}`);
  const precached = caches[precacheName] ?? [];
  // The landing page inlines its styles; the app's own stylesheets are those the login screen links.
  const landing = await linkedFiles(page);
  await page.goto(new URL('/login', page.url()).href);
  // The app has taken over from the prerendered login page.
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerendered'));
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  const app = await linkedFiles(page);
  const scripts = [...landing.scripts, ...app.scripts];
  const stylesheets = [...landing.stylesheets, ...app.stylesheets];
  expect(precached).toEqual(
    expect.arrayContaining(['/index.html', '/manifest.webmanifest', ...scripts, ...stylesheets]),
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(
    Object.values(caches)
      .flat()
      .filter((pathname) => pathname.startsWith('/api/')),
  ).toEqual([]);
});

/** The scripts and stylesheets `page` links, as pathnames. */
function linkedFiles(page: Page): Promise<{ scripts: string[]; stylesheets: string[] }> {
  return page.evaluate(() => ({
    scripts: [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map(
      (script) => new URL(script.src).pathname,
    ),
    stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  }));
}

test('offline, the installed app still opens its screens from the cache', async () => {
  const page = await phone.open('/');
  await waitForServiceWorkerControl(page);

  await reloadOffline(phone.context, page);
  await page.getByRole('heading', { name: 'Easy, Fun Budgeting.' }).waitFor();
  await page.getByRole('status').getByText(OFFLINE_NOTICE).waitFor();

  // A screen the first visit never showed: the route falls back to the cached shell, its chunk is precached.
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
});

/** A new user with a card on the installed app, its month seen, then the app reloaded offline. */
async function signedInThenOffline(label: string) {
  const account = await signUpWithCard(label);
  const page = await phone.open('/', account);
  await page.getByRole('navigation', { name: 'Months' }).waitFor();
  await waitForServiceWorkerControl(page);
  await reloadOffline(phone.context, page);
  await page.getByRole('status').getByText(LAST_SEEN).waitFor();
  return { account, page };
}

test('a signed-in user offline sees the month they last saw, stays signed in, and it is read again once back online', async () => {
  const { account, page } = await signedInThenOffline('pwa-offline');
  await page.getByRole('navigation', { name: 'Months' }).waitFor();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBe(account.token);

  await phone.context.setOffline(false);
  await page.getByText(LAST_SEEN).waitFor({ state: 'detached' });
  await page.getByRole('navigation', { name: 'Months' }).waitFor();
});

test('offline, a month the device never kept says so instead of loading without end, and loads once back online', async () => {
  const { page } = await signedInThenOffline('pwa-offline-unkept');

  // The screen read this month and the next; the one after that was never read.
  const unkept = addMonths(currentMonthKey(), 2);
  await page
    .getByRole('navigation', { name: 'Months' })
    .getByRole('button', { name: new RegExp(`^${shortMonthName(unkept)}`) })
    .click();
  await page.getByRole('status').getByText(MONTH_NOT_ON_DEVICE).waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  await expectNoAxeViolations(page, 'a month not kept on the device, offline');
  await saveScreenshots(page, 'offline-month-not-kept');

  await phone.context.setOffline(false);
  await page.getByRole('heading', { name: `No Budget for ${monthLabel(unkept)}` }).waitFor();
  await expect.poll(() => page.getByText(MONTH_NOT_ON_DEVICE).count()).toBe(0);
});

import { APP_URL } from './support/env.ts';
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { INSTALL_BANNER_TEXT } from '../src/app/pwa/install-banner-text.ts';
import { budgetKey } from '../src/lib/budget-read.ts';
import { signUpWithCard } from './support/api.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { currentMonthKey, seedItems } from './support/budget.ts';

// A returning user's cold visit of / on the production build (docs/frontend.md "A returning user's first
// screen"): index.html starts the first row's reads and preloads its code itself.
const session = useBrowser();

async function phonePage(options: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<Page> {
  const browser = session.context.browser();
  if (!browser) throw new Error('No browser');
  const context = await browser.newContext({
    baseURL: APP_URL,
    viewport: { width: 375, height: 812 },
    ...options,
  });
  return context.newPage();
}

it("the month's read starts before the app's main chunk has arrived, and no file is downloaded twice", async () => {
  const user = await signUpWithCard('early-reads');
  const month = currentMonthKey();
  await seedItems(user, month, [{ kind: 'expense', name: 'Rent', dollars: 1200, day: '1' }]);
  const monthUrl = budgetKey(user.user.id, month).join('/');
  const page = await phonePage();
  try {
    const sent: Request[] = [];
    const downloads = new Map<string, number>();
    page.on('request', (request) => sent.push(request));
    page.on('response', (response) => {
      if (response.status() === 304 || response.fromServiceWorker()) return;
      const url = new URL(response.url());
      downloads.set(url.pathname + url.search, (downloads.get(url.pathname + url.search) ?? 0) + 1);
    });
    // The app's main chunk is held back until the month's read has been sent: only a read started by the page
    // itself, not by the app's code, can let it through.
    let monthReadSent!: () => void;
    const monthRead = new Promise<void>((resolve) => (monthReadSent = resolve));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === monthUrl) monthReadSent();
    });
    await page.route(/\/assets\/app-main-[\w-]+\.js$/, async (route) => {
      await monthRead;
      await route.continue();
    });

    await openWithAccess(page, '/', user);
    await page.getByRole('listitem', { name: /^Rent,/ }).waitFor();
    await page.waitForLoadState('networkidle');

    const paths = sent.map((request) => new URL(request.url()).pathname);
    const appMain = paths.findIndex((path) => /\/app-main-[\w-]+\.js$/.test(path));
    expect(paths.indexOf(monthUrl)).toBeGreaterThan(-1);
    expect(appMain).toBeGreaterThan(-1);
    expect(paths.filter((path) => path === monthUrl)).toHaveLength(1);
    expect(paths.filter((path) => path === '/api/user')).toHaveLength(1);
    expect([...downloads].filter(([, count]) => count > 1)).toEqual([]);
    await saveScreenshots(page, 'first-visit-early-reads');
  } finally {
    await page.context().close();
  }
});

it("the app's mark is downloaded once on a cold visit: the tab's icon is in the page, the install banner's image is the one request", async () => {
  // Without a service worker, so that the banner's image comes from the network (or the page's cache), never
  // from the worker's precache.
  const page = await phonePage({ serviceWorkers: 'block' });
  try {
    // The tab's icon is fetched by the browser itself, which Playwright's request events do not show; CDP does.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let downloads = 0;
    cdp.on('Network.responseReceived', ({ response }) => {
      const fromCache = response.fromDiskCache || response.fromServiceWorker || response.status === 304;
      if (new URL(response.url).pathname === '/favicon.svg' && !fromCache) downloads += 1;
    });
    await openWithAccess(page, '/', undefined, { showInstallBanner: true });
    await page.getByRole('complementary', { name: INSTALL_BANNER_TEXT.title }).waitFor();
    await expect
      .poll(() => page.locator('img[src="/favicon.svg"]').evaluate((img: HTMLImageElement) => img.complete))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(downloads).toBe(1);
    await expect
      .poll(() => page.locator('link[rel="icon"]').getAttribute('href'))
      .toMatch(/^data:image\/svg\+xml,/);
  } finally {
    await page.context().close();
  }
});

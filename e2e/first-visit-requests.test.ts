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

/**
 * Notes, before the page's scripts run, each loading state (a spinner's "Loading…", a busy skeleton) that enters
 * the page before the row named `Rent`.
 */
const WATCH_LOADING_STATES = `(() => {
  window.__loadingStates = [];
  const observer = new MutationObserver(() => {
    if (document.querySelector('li[aria-label^="Rent,"]')) return observer.disconnect();
    for (const element of document.querySelectorAll('#root [role="status"], #root [aria-busy="true"]')) {
      const text = element.textContent || '';
      const loading = element.getAttribute('aria-busy') === 'true' || text.startsWith('Loading');
      if (loading && !window.__loadingStates.includes(text)) window.__loadingStates.push(text);
    }
  });
  observer.observe(document, { subtree: true, childList: true });
})();`;

/**
 * A first visit of / by a new user with one bill, Rent, watched from the page's start by `watch`, a script that
 * notes what it looks for in `window[noted]` until Rent's row is in. Waits for the row (named as `row` matches) and
 * returns what was noted.
 */
async function watchFirstVisit(
  label: string,
  watch: string,
  noted: string,
  row = /^Rent,/,
): Promise<unknown> {
  const user = await signUpWithCard(label);
  await seedItems(user, currentMonthKey(), [{ kind: 'expense', name: 'Rent', dollars: 1200, day: '1' }]);
  const page = await phonePage({ serviceWorkers: 'block' });
  try {
    await page.addInitScript({ content: watch });
    await openWithAccess(page, '/', user);
    await page.getByRole('listitem', { name: row }).waitFor();
    // Final once the row is in: the watcher stopped there.
    return await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], noted);
  } finally {
    await page.context().close();
  }
}

it("a first visit on a device draws the month in the app's first screen: no loading state shows before it", async () => {
  const loadingStates = await watchFirstVisit('first-render', WATCH_LOADING_STATES, '__loadingStates');
  expect(loadingStates).toEqual([]);
});

// Notes, until the first row is in, every use of Intl's formatters: the first one in a tab loads ICU's locale data
// (docs/frontend.md, "Nothing on the first screen asks Intl").
const WATCH_INTL = `(() => {
  window.__intlUses = [];
  const rowIn = () => document.querySelector('li[aria-label^="Rent,"]');
  const note = (name) => { if (!rowIn()) window.__intlUses.push(name); };
  const formatters = ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat', 'ListFormat'];
  for (const name of formatters) {
    const Original = Intl[name];
    Intl[name] = new Proxy(Original, {
      construct(target, args) { note('Intl.' + name); return Reflect.construct(target, args); },
      apply(target, self, args) { note('Intl.' + name); return Reflect.apply(target, self, args); },
    });
  }
  const methods = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [owner, method] of methods) {
    const original = owner[method];
    owner[method] = function (...args) { note(method); return original.apply(this, args); };
  }
})();`;

it('a first visit draws the month, amounts in dollars, without asking Intl for a formatter', async () => {
  const intlUses = await watchFirstVisit('no-intl', WATCH_INTL, '__intlUses', /^Rent, \$1,200,/);
  expect(intlUses).toEqual([]);
});

it('a visit again shows the month the device kept before any read answers, then what the server holds', async () => {
  const user = await signUpWithCard('kept-first');
  const month = currentMonthKey();
  await seedItems(user, month, [{ kind: 'expense', name: 'Rent', dollars: 1200, day: '1' }]);
  // No service worker: what is tested is the data kept in IndexedDB, and every read must pass the held route.
  const page = await phonePage({ serviceWorkers: 'block' });
  try {
    await openWithAccess(page, '/', user);
    await page.getByRole('listitem', { name: /^Rent,/ }).waitFor();
    await expect.poll(() => keptQueryKeys(page)).toContain(JSON.stringify(budgetKey(user.user.id, month)));
    await page.close();
    await seedItems(user, month, [{ kind: 'expense', name: 'Phone', dollars: 60, day: '3' }]);

    const again = await page.context().newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await again.route(/\/api\//, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await again.goto('/');
    await again.getByRole('listitem', { name: /^Rent,/ }).waitFor();
    expect(held).toBeGreaterThan(0);
    // Final while every read is held: only the kept month can be on screen.
    const phoneRows = await again.getByRole('listitem', { name: /^Phone,/ }).count();
    expect(phoneRows).toBe(0);
    release();
    await again.getByRole('listitem', { name: /^Phone,/ }).waitFor();
  } finally {
    await page.context().close();
  }
});

/** The query keys of the client kept in the page's IndexedDB (docs/offline.md), as JSON. */
function keptQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('Halfwise-offline');
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('cache')) return resolve([]);
          const read = database.transaction('cache').objectStore('cache').get('query-client');
          read.onsuccess = () => {
            const queries = (read.result?.clientState?.queries ?? []) as { queryKey: unknown }[];
            resolve(queries.map((query) => JSON.stringify(query.queryKey)));
          };
          read.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      }),
  );
}

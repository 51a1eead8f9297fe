import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterEach } from 'vitest';
import { openWithAccess, type BrowserSession, type BrowserSessionTokens } from './browser.ts';
import { APP_URL } from './env.ts';
import { keepEvidence, startEvidence } from './failure-evidence.ts';

export interface InstalledApp {
  /** The phone opened last in this test. */
  readonly context: BrowserContext;
  /** A new phone on the production build that opens `pathname` past the beta gate (signed in when given). */
  open(pathname: string, signedIn?: BrowserSessionTokens): Promise<Page>;
}

/**
 * The production build (service worker and all) on a phone of its own per test: own storage, own service
 * worker, closed after the test. Call at the top of a file, after `useBrowser`.
 */
export function useInstalledApp(session: BrowserSession): InstalledApp {
  let context: BrowserContext | undefined;
  afterEach(async ({ task }) => {
    if (context) await keepEvidence(task, context, 'phone');
    await context?.close();
    context = undefined;
  });
  return {
    get context() {
      if (!context) throw new Error('No phone: open one first');
      return context;
    },
    async open(pathname, signedIn) {
      const browser = session.context.browser();
      if (!browser) throw new Error('No browser');
      context = await newPhoneContext(browser, { baseURL: APP_URL });
      await startEvidence(context);
      const page = await context.newPage();
      await openWithAccess(page, pathname, signedIn);
      return page;
    },
  };
}

/** A phone-sized context of its own (own storage, own service worker), for an origin or a user agent. */
export function newPhoneContext(
  browser: Browser,
  options: { baseURL: string; userAgent?: string },
): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 375, height: 812 }, ...options });
}

/** Makes `(display-mode: standalone)` match, as in an app opened from the home screen. */
export async function runAsInstalledApp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (query.replace(/\s/g, '') !== '(display-mode:standalone)') return matchMedia(query);
      const noop = () => undefined;
      const list = { matches: true, media: query, onchange: null, addListener: noop, removeListener: noop };
      return { ...list, addEventListener: noop, removeEventListener: noop, dispatchEvent: () => false };
    };
  });
}

/** Waits until a service worker controls the page (the precache is complete once it has activated). */
export function waitForServiceWorkerControl(page: Page): Promise<void> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Every cache the page's origin holds, with the URLs stored in each. */
export function cachedRequests(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const entries = await Promise.all(
      (await caches.keys()).map(async (name) => {
        const requests = await (await caches.open(name)).keys();
        return [name, requests.map((request) => new URL(request.url).pathname)] as const;
      }),
    );
    return Object.fromEntries(entries);
  });
}

/**
 * Cuts the context's network and reloads the page. Chromium does not carry an emulated offline state into a
 * document the service worker serves (navigator.onLine reads true there, as it never would on a phone without a
 * network), so the switch is thrown again after the load: the page then gets the `offline` event a real loss of
 * network gives.
 */
export async function reloadOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  // For the moment between the two switches Chromium is online, and a change waiting on the device could be sent
  // then: the app's requests find no network meanwhile, as they would offline.
  const noNetwork = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/api/**', noNetwork);
  await context.setOffline(false);
  await context.setOffline(true);
  await context.unroute('**/api/**', noNetwork);
}

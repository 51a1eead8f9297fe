import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { trackApiRequests } from './api-settled.ts';
import { APP_URL } from './env.ts';
import { keepEvidence, startEvidence } from './failure-evidence.ts';

export const SCREENSHOT_WIDTHS = [375, 1280] as const;
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../screenshots');

export interface BrowserSession {
  readonly page: Page;
  readonly context: BrowserContext;
}

/**
 * The run's one Chromium (global-setup.ts), connected to once per test file, and a fresh context (empty storage)
 * per test. Call at the top of a file; read `session.page` inside tests. A failed test leaves screenshots of its
 * pages (failure-evidence.ts).
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await chromium.connect(inject('chromiumEndpoint'));
  });
  afterAll(async () => {
    // A connected browser's close() closes this file's contexts and the connection, not Chromium.
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    // The service worker is the PWA journeys' business (pwa.ts gives them phones that allow it); here it would
    // precache the whole app in every test.
    context = await browser.newContext({
      baseURL: APP_URL,
      viewport: { width: 375, height: 812 },
      serviceWorkers: 'block',
    });
    await startEvidence(context);
    page = await context.newPage();
    trackApiRequests(page);
  });
  afterEach(async ({ task }) => {
    if (context) await keepEvidence(task, context, 'page');
    await context?.close();
  });

  return {
    get page() {
      if (!page) throw new Error('No page: use the session inside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('No context: use the session inside a test');
      return context;
    },
  };
}

export interface BrowserSessionTokens {
  token: string;
  refreshToken: string;
  expiresAt: number;
}

/**
 * Opens `pathname` as a browser that already entered the beta code and, when `signedIn` is given, holds
 * that session the way the app stores it. The install banner starts closed for the session (it would cover
 * the top of every screen 3 s in) unless `showInstallBanner` is set. Storage is written on a static file,
 * before the app loads.
 */
export async function openWithAccess(
  page: Page,
  pathname: string,
  signedIn?: BrowserSessionTokens,
  options: { showInstallBanner?: boolean } = {},
): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ tokens, closeInstallBanner }) => {
      localStorage.setItem('Halfwise-access', 'granted');
      if (closeInstallBanner) sessionStorage.setItem('Halfwise-installPromptDismissed', 'true');
      if (tokens) {
        localStorage.setItem('authToken', tokens.token);
        localStorage.setItem('Halfwise-refreshToken', tokens.refreshToken);
        localStorage.setItem('Halfwise-tokenExpiresAt', String(tokens.expiresAt));
      }
    },
    { tokens: signedIn ?? null, closeInstallBanner: !options.showInstallBanner },
  );
  await page.goto(pathname);
}

/** Where the screenshot `<name>-<width>.png` goes (for shots taken mid-gesture, at the current width). */
export async function screenshotPath(name: string, width: number): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
}

/**
 * Saves `screenshots/<name>-<width>.png` at phone and desktop widths (or the `widths` given): the whole page,
 * or only the viewport (scrolled to `scrollTo` when given).
 */
export async function saveScreenshots(
  page: Page,
  name: string,
  options: { fullPage?: boolean; widths?: readonly number[]; scrollTo?: Locator } = {},
): Promise<void> {
  const original = page.viewportSize();
  for (const width of options.widths ?? SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await options.scrollTo?.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: await screenshotPath(name, width),
      fullPage: options.fullPage ?? true,
    });
  }
  if (original) await page.setViewportSize(original);
}

export interface StorageSnapshot {
  local: Record<string, string>;
  session: Record<string, string>;
}

export function readStorage(page: Page): Promise<StorageSnapshot> {
  return page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));
}

/**
 * The text of a finished download, read through Playwright: the run's Chromium is shared (global-setup.ts), and a
 * connected browser gives no local path to a download.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

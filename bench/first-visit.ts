import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import type { BenchUser } from './budget-session.ts';

/** What one cold load of / showed: when the first row was painted, and which scripts had arrived by then. */
export interface FirstVisit {
  /** Navigation start (the document's time origin) to the first frame showing the row, ms. */
  firstRowMs: number;
  /** Built scripts whose download had ended when the row first showed (pathnames). */
  before: string[];
  /** Built scripts that ended later, once the page had settled (pathnames). */
  after: string[];
}

/**
 * Runs in the page before any of its scripts: watches for the row's <li> (the budget's rows carry their name
 * in their accessible name: 'Row 1, $10, due the 2nd'), then, in the next animation frame (the frame that paints
 * it), notes the time and the scripts whose download had ended.
 */
const WATCH_FIRST_ROW = `(() => {
  const prefix = __ROW__;
  const found = () => [...document.querySelectorAll('li[aria-label]')].some((li) => li.getAttribute('aria-label').startsWith(prefix));
  const observer = new MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const at = performance.now();
      const scripts = performance.getEntriesByType('resource')
        .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= at)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js'));
      window.__firstRow = { at, scripts };
    });
  });
  observer.observe(document, { subtree: true, childList: true });
})();`;

/**
 * A cold first signed-in visit of / in a fresh browser context (no HTTP cache, no service worker): the time to
 * the first row named `rowName`, and the scripts loaded before and after it.
 */
export async function coldFirstVisit(
  browser: Browser,
  origin: string,
  user: BenchUser,
  rowName: string,
): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await storeBenchSession(page, origin, user);
    await page.addInitScript({ content: WATCH_FIRST_ROW.replace('__ROW__', JSON.stringify(`${rowName},`)) });
    await page.goto(`${origin}/`);
    const shown = await page.waitForFunction(() => (window as { __firstRow?: unknown }).__firstRow, null, {
      timeout: 30_000,
    });
    const first = (await shown.jsonValue()) as { at: number; scripts: string[] };
    // What loads after the first paint (on idle or on a timer) has had its chance once the network is quiet.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const all = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
    const before = [...new Set(first.scripts)];
    return {
      firstRowMs: first.at,
      before,
      after: [...new Set(all)].filter((name) => !before.includes(name)),
    };
  } finally {
    await context.close();
  }
}

/** Stores `user`'s session (past the beta gate) in `page`'s origin, as a signed-in visitor's browser holds it. */
export async function storeBenchSession(page: Page, origin: string, user: BenchUser): Promise<void> {
  // tsx compiles with keepNames, so functions passed to page.evaluate call esbuild's __name helper.
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    ({ token, expiresAt }) => {
      localStorage.setItem('Halfwise-access', 'granted');
      localStorage.setItem('authToken', token);
      localStorage.setItem('Halfwise-tokenExpiresAt', String(expiresAt));
    },
    { token: user.token, expiresAt: Number(user.claims.exp) },
  );
}

/** Gzip size of each built file, and their sum. */
export function gzipSizes(outDir: string, pathnames: readonly string[]) {
  const files = pathnames.map((pathname) => ({
    name: path.basename(pathname),
    bytes: gzipSync(readFileSync(path.join(outDir, pathname))).length,
  }));
  return { files, total: files.reduce((sum, file) => sum + file.bytes, 0) };
}

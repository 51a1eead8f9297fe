import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { BenchUser } from './budget-session.ts';
import { downloadedTwice, longestChain, type LoggedRequest } from './lib/request-chain.ts';

/** What one load of a page showed: when the first row was painted, and which scripts had arrived by then. */
export interface FirstVisit {
  /** Navigation start (the document's time origin) to the first frame showing the row, ms. */
  firstRowMs: number;
  /** Built scripts whose download had ended when the row first showed (pathnames). */
  before: string[];
  /** Built scripts that ended later, once the page had settled (pathnames). */
  after: string[];
  /** The longest chain of requests sent before the row showed (1 is the HTML alone), and its last requests. */
  chain: { length: number; last: string[] };
  /** URLs that came over the network more than once during the visit. */
  twice: string[];
}

/** How a visit is made: the window's width and, optionally, Chromium's "Fast 4G" with a 4× slower CPU. */
export interface VisitConditions {
  width: number;
  throttled: boolean;
}

/** Which page is visited and how its first row is known: an `<li>` whose accessible name or text starts so. */
export interface VisitTarget {
  origin: string;
  /** The row's `<li>` carries this at the start of its aria-label (the app) or, without one, its text (the floor). */
  rowPrefix: string;
}

/** Chrome DevTools' "Fast 4G" preset (its own figures: 9 Mbps down, 1.5 Mbps up, 60 ms × 2.75 latency, × 0.9). */
const FAST_4G = {
  offline: false,
  latency: 60 * 2.75,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;

/**
 * Runs in the page before any of its scripts: watches for the row's <li>, notes when it is in the page, then, in
 * the next animation frame (the frame that paints it), the time and the scripts whose download had ended.
 */
const WATCH_FIRST_ROW = `(() => {
  const prefix = __ROW__;
  const isRow = (li) => (li.getAttribute('aria-label') ?? li.textContent ?? '').startsWith(prefix);
  const found = () => [...document.querySelectorAll('li')].some(isRow);
  const observer = new MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    const inDom = performance.now();
    requestAnimationFrame(() => {
      const at = performance.now();
      const scripts = performance.getEntriesByType('resource')
        .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= at)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js'));
      window.__firstRow = { at, inDom, scripts };
    });
  });
  observer.observe(document, { subtree: true, childList: true });
})();`;

/**
 * A cold first visit of `target` in a fresh browser context (no HTTP cache, no service worker), signed in as
 * `user` when given: the time to the first row, the scripts loaded before and after it, the request chain and
 * what was downloaded twice.
 */
export function coldFirstVisit(
  browser: Browser,
  target: VisitTarget,
  user: BenchUser | null,
  conditions: VisitConditions,
): Promise<FirstVisit> {
  return inFreshContext(browser, target, user, conditions, (context, page) =>
    measureVisit(context, page, target, conditions),
  );
}

/**
 * A returning visit: the page is visited once and left to settle (its service worker installed and active, when it
 * has one), then opened again in a new tab of the same browser profile, and that second load is measured.
 */
export function returningVisit(
  browser: Browser,
  target: VisitTarget,
  user: BenchUser | null,
  conditions: VisitConditions,
): Promise<FirstVisit> {
  return inFreshContext(browser, target, user, conditions, async (context, first) => {
    await measureVisit(context, first, target, { ...conditions, throttled: false });
    await first.evaluate(async () => {
      if (!('serviceWorker' in navigator)) return;
      const registrations = await navigator.serviceWorker.getRegistrations();
      if (registrations.length > 0) await navigator.serviceWorker.ready;
    });
    await first.close();
    return measureVisit(context, await context.newPage(), target, conditions);
  });
}

/** Runs `visit` in a new browser context at the conditions' width, its first page holding `user`'s session. */
async function inFreshContext(
  browser: Browser,
  target: VisitTarget,
  user: BenchUser | null,
  conditions: VisitConditions,
  visit: (context: BrowserContext, page: Page) => Promise<FirstVisit>,
): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: conditions.width, height: 900 } });
  try {
    const page = await context.newPage();
    if (user) await storeBenchSession(page, target.origin, user);
    return await visit(context, page);
  } finally {
    await context.close();
  }
}

async function measureVisit(
  context: BrowserContext,
  page: Page,
  target: VisitTarget,
  conditions: VisitConditions,
): Promise<FirstVisit> {
  const cdp = await context.newCDPSession(page);
  const log = await recordRequests(cdp);
  if (conditions.throttled) {
    await cdp.send('Network.emulateNetworkConditions', FAST_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  await page.addInitScript({ content: WATCH_FIRST_ROW.replace('__ROW__', JSON.stringify(target.rowPrefix)) });
  await page.goto(`${target.origin}/`);
  const shown = await page.waitForFunction(() => (window as { __firstRow?: unknown }).__firstRow, null, {
    timeout: 180_000,
  });
  const first = (await shown.jsonValue()) as { at: number; inDom: number; scripts: string[] };
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
  const requests = log.requests();
  const before = [...new Set(first.scripts)];
  return {
    firstRowMs: first.at,
    before,
    after: [...new Set(all)].filter((name) => !before.includes(name)),
    chain: longestChain(requests, { sentBy: first.inDom, answeredBy: first.at }),
    twice: downloadedTwice(requests),
  };
}

/** Logs the page's HTTP requests from the next navigation on, timed from the document's own request. */
async function recordRequests(cdp: CDPSession): Promise<{ requests(): LoggedRequest[] }> {
  const sent: (Omit<LoggedRequest, 'sentMs' | 'endMs' | 'downloaded'> & { timestamp: number })[] = [];
  const downloaded = new Set<string>();
  const ended = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId, timestamp, request, initiator }) => {
    if (request.url.startsWith('http')) sent.push({ requestId, timestamp, url: request.url, initiator });
  });
  cdp.on('Network.responseReceived', (event) => {
    const { fromDiskCache, fromServiceWorker, fromPrefetchCache, status } = event.response;
    const cached = fromDiskCache || fromServiceWorker || fromPrefetchCache || status === 304;
    if (!cached) downloaded.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => ended.set(event.requestId, event.timestamp));
  cdp.on('Network.requestServedFromCache', (event) => {
    downloaded.delete(event.requestId);
  });
  await cdp.send('Network.enable');
  return {
    requests() {
      const start = sent[0]?.timestamp ?? 0;
      return sent.map((event) => ({
        requestId: event.requestId,
        url: event.url,
        sentMs: (event.timestamp - start) * 1000,
        endMs: ((ended.get(event.requestId) ?? Number.POSITIVE_INFINITY) - start) * 1000,
        initiator: event.initiator,
        downloaded: downloaded.has(event.requestId),
      }));
    },
  };
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

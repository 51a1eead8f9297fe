import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's /api/ requests from its first one, so a test can wait for their answers. */
export function trackApiRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until every /api/ request the page has sent is answered: a write the screen already shows is then
 * stored. (Playwright's 'networkidle' answers at once after the first load, so it cannot tell.)
 */
export async function apiSettled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('This page is not tracked: open it through useBrowser()');
  await expect.poll(() => pending.size).toBe(0);
}

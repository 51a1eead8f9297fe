import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { lastSeenText, waitingText } from '../../src/app/pwa/offline-rules.ts';
import { fromApi } from '../../src/domain/items.ts';
import { rowLabel } from '../../src/features/budget/model/row-label.ts';
import type { ApiSession } from './api.ts';
import { currentMonthKey, storedBudget } from './budget.ts';

/** The offline notice over what the device kept, at whatever time that was read ('… last saw at 14:05'). */
export const LAST_SEEN = new RegExp(
  `^${lastSeenText(new Date(2026, 0, 1, 12, 34)).replace('12:34', String.raw`\d\d:\d\d`)}$`,
);

/** The status line counting the changes that wait on the device ('3 changes waiting to sync'). */
export function waitingToSync(page: Page, count: number) {
  return page.getByRole('status').getByText(waitingText(count));
}

/** The IndexedDB database and record the app keeps its last data and waiting writes in (docs/offline.md). */
const OFFLINE_DB = 'Halfwise-offline';

/**
 * In the page: what the kept record holds (its counts of queries and waiting writes), or null when there is
 * none. Defined whole here because Playwright sends the function's source into the page.
 */
async function readKeptCounts(name: string): Promise<{ queries: number; mutations: number } | null> {
  const known = await indexedDB.databases();
  if (!known.some((db) => db.name === name)) return null;
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('cache')) {
        db.close();
        resolve(null);
        return;
      }
      const read = db.transaction('cache').objectStore('cache').get('query-client');
      read.onerror = () => reject(read.error);
      read.onsuccess = () => {
        db.close();
        const state = (
          read.result as { clientState?: { mutations: unknown[]; queries: unknown[] } } | undefined
        )?.clientState;
        resolve(state ? { queries: state.queries.length, mutations: state.mutations.length } : null);
      };
    };
  });
}

/**
 * Waits until the device holds `writes` waiting writes (and some data): the app saves after each change, so
 * a reload before that would start from the previous save.
 */
export async function waitUntilKept(page: Page, writes: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const kept = await page.evaluate(readKeptCounts, OFFLINE_DB);
        return kept !== null && kept.queries > 0 && kept.mutations === writes;
      },
      { interval: 100, timeout: 30_000 },
    )
    .toBe(true);
}

/** Every row's accessible name on the month screen, sorted. */
export async function screenRows(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Move / }) })
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
  return labels.sort();
}

/** The month as the server holds it, named as the screen names its rows, sorted. */
export async function serverRows(session: ApiSession): Promise<string[]> {
  const month = currentMonthKey();
  const { items } = fromApi(await storedBudget(session, month));
  return items.map((item) => rowLabel(item, month)).sort();
}

/** Whether the device still holds a kept record (after logout it must not). */
export async function hasKeptRecord(page: Page): Promise<boolean> {
  return (await page.evaluate(readKeptCounts, OFFLINE_DB)) !== null;
}

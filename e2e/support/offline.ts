import type { Page } from 'playwright-core';
import { fromApi } from '../../src/domain/items.ts';
import { rowLabel } from '../../src/features/budget/model/row-label.ts';
import type { ApiSession } from './api.ts';
import { currentMonthKey, storedBudget } from './budget.ts';

/** The IndexedDB database and record the app keeps its last data and waiting writes in (docs/offline.md). */
const OFFLINE_DB = 'Halfwise-offline';

/**
 * Waits until the device holds `writes` waiting writes (and some data): the app saves after each change, so
 * a reload before that would start from the previous save.
 */
export async function waitUntilKept(page: Page, writes: number): Promise<void> {
  await page.waitForFunction(
    async ({ name, expected }) => {
      const known = await indexedDB.databases();
      if (!known.some((db) => db.name === name)) return false;
      const kept = await new Promise<{ mutations: unknown[]; queries: unknown[] } | undefined>(
        (resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('cache')) {
              db.close();
              resolve(undefined);
              return;
            }
            const read = db.transaction('cache').objectStore('cache').get('query-client');
            read.onerror = () => reject(read.error);
            read.onsuccess = () => {
              db.close();
              resolve((read.result as { clientState?: never } | undefined)?.clientState);
            };
          };
        },
      );
      return kept !== undefined && kept.queries.length > 0 && kept.mutations.length === expected;
    },
    { name: OFFLINE_DB, expected: writes },
    { polling: 100 },
  );
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
export function hasKeptRecord(page: Page): Promise<boolean> {
  return page.evaluate(async (name) => {
    const known = await indexedDB.databases();
    if (!known.some((db) => db.name === name)) return false;
    return new Promise<boolean>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('cache')) {
          db.close();
          resolve(false);
          return;
        }
        const read = db.transaction('cache').objectStore('cache').get('query-client');
        read.onerror = () => reject(read.error);
        read.onsuccess = () => {
          db.close();
          resolve(read.result !== undefined);
        };
      };
    });
  }, OFFLINE_DB);
}

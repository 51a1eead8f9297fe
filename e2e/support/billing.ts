import type { Page } from 'playwright-core';
import { withDatabase } from './api.ts';

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Fills the test-mode card form (shown when no Stripe publishable key is configured) and submits it. */
export async function submitTestCard(page: Page, cardNumber: string, submitLabel: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: submitLabel }).click();
}

/** Counts what the page pushed to an ad pixel and a tag manager planted before the app loads. */
export async function plantTagQueues(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, {
      ttqCalls: calls,
      ttq: { track: (...args: unknown[]) => void calls.push(args) },
      dataLayer: [],
    });
  });
}

export function readTagQueues(page: Page): Promise<{ ttq: unknown[][]; dataLayer: unknown[] }> {
  return page.evaluate(() => {
    const win = window as unknown as { ttqCalls: unknown[][]; dataLayer: unknown[] };
    return { ttq: win.ttqCalls, dataLayer: win.dataLayer };
  });
}

/** Sets a user's subscription state as the server would, to show the rows of the §4 status table. */
export async function setSubscriptionStatus(userId: string, status: string): Promise<void> {
  await withDatabase(
    (sql) => sql`update public.profiles set subscription_status = ${status} where id = ${userId}`,
  );
}

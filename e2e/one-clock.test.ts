import { expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

// The browser reads the journeys' clock: under `TEST_CLOCK` (docs/testing.md) this shows the fake clock reached
// Chromium; on any day it is what lets a journey name "this month" as the screen does.
const session = useBrowser();
const SAME_INSTANT_MS = 60_000;

it("the browser's now is the journeys' now", async () => {
  const { page } = session;
  await page.goto('/');
  const browserNow = await page.evaluate(() => Date.now());
  expect(Math.abs(browserNow - Date.now())).toBeLessThan(SAME_INSTANT_MS);
});

import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { APP_URL } from './support/env.ts';
import { newPhoneContext, runAsInstalledApp } from './support/pwa.ts';

const session = useBrowser();

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const banner = (page: Page) => page.getByRole('complementary', { name: 'Install Halfwise' });

/**
 * Opens the landing page on a paused fake clock, stepping it until the page shows, and answers the fake
 * milliseconds that took. The banner's 3 s start when the app mounts, somewhere inside those milliseconds.
 */
async function openLandingWithClock(page: Page): Promise<number> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await openWithAccess(page, '/', undefined, { showInstallBanner: true });
  return stepUntilLanded(page);
}

/**
 * Steps the paused clock until the landing heading shows (React's timers need it); answers the fake ms. The page
 * loads in real time: the clock moves on only when the heading has not shown within a moment, so on a slow
 * machine the fake time does not run ahead of the mount (past the banner's 3 s before the page is there).
 */
async function stepUntilLanded(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { level: 1 });
  const shown = () =>
    heading.waitFor({ timeout: 250 }).then(
      () => true,
      () => false,
    );
  let elapsed = 0;
  while (!(await shown())) {
    await page.clock.runFor(50);
    elapsed += 50;
  }
  return elapsed;
}

test('the banner appears 3 s after load and stays closed for the session once dismissed', async () => {
  const { page } = session;
  const loading = await openLandingWithClock(page);
  await page.clock.runFor(2_999 - loading); // 2999 ms after the earliest possible mount
  await expect.poll(() => banner(page).count()).toBe(0);
  await page.clock.runFor(loading + 1); // 3000 ms after the latest possible mount
  await banner(page).waitFor();

  await page.getByRole('button', { name: 'Close install banner' }).click();
  await expect.poll(() => banner(page).count()).toBe(0);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('Halfwise-installPromptDismissed')))
    .toBe('true');

  await page.reload();
  await stepUntilLanded(page);
  await page.clock.runFor(10_000);
  await expect.poll(() => banner(page).count()).toBe(0);
});

test('Escape closes the banner from the keyboard', async () => {
  const { page } = session;
  await openLandingWithClock(page);
  await page.clock.runFor(3_000);
  await page.getByRole('button', { name: 'Show me how' }).focus();
  await page.keyboard.press('Escape');
  await expect.poll(() => banner(page).count()).toBe(0);
});

test('an app opened from the home screen shows no banner', async () => {
  const { page, context } = session;
  await runAsInstalledApp(context);
  await openLandingWithClock(page);
  await page.clock.runFor(10_000);
  await expect.poll(() => page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
  await expect.poll(() => banner(page).count()).toBe(0);
});

test('where the browser fires its install event, Install opens the browser prompt', async () => {
  const { page } = session;
  await openLandingWithClock(page);
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as { promptShown?: boolean }).promptShown = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
  await page.clock.runFor(3_000);
  await expect.poll(() => page.getByRole('button', { name: 'Show me how' }).count()).toBe(0);

  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await page.waitForFunction(() => (window as { promptShown?: boolean }).promptShown === true);
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await banner(page).waitFor({ state: 'detached' });
});

test('an iPhone Safari visitor gets the Share, Add to Home Screen steps; the device is logged once', async () => {
  const browser = session.context.browser();
  if (!browser) throw new Error('No browser');
  const context = await newPhoneContext(browser, { baseURL: APP_URL, userAgent: IPHONE_SAFARI });
  try {
    const page = await context.newPage();
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') logs.push(message.text());
    });
    await openLandingWithClock(page);
    await page.clock.runFor(3_000);

    const showSteps = page.getByRole('button', { name: 'Show me how' });
    await expect.poll(() => showSteps.getAttribute('aria-expanded')).toBe('false');
    await showSteps.click();
    const steps = page.getByRole('region', { name: 'iPhone or iPad, Safari' });
    await expect
      .poll(() => steps.getByRole('listitem').allTextContents())
      .toEqual([
        'Tap the Share button (the square with an arrow pointing up) in the toolbar.',
        'Scroll down and tap “Add to Home Screen”.',
        'Tap “Add”. Halfwise now opens from your home screen.',
      ]);
    await expect.poll(() => page.getByRole('region', { name: 'Android, Chrome' }).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('button', { name: 'Hide the steps' }).getAttribute('aria-expanded'))
      .toBe('true');

    expect(logs.filter((line) => line.includes('install prompt'))).toEqual([
      'Halfwise install prompt: iOS true, Safari true, Chrome false, standalone false',
    ]);
    await saveScreenshots(page, 'pwa-install-banner-ios', { fullPage: false });
  } finally {
    await context.close();
  }
});

test('a browser that cannot be placed gets all three sets of steps', async () => {
  const { page } = session;
  await openLandingWithClock(page);
  await page.clock.runFor(3_000);
  await page.getByRole('button', { name: 'Show me how' }).click();
  for (const name of ['iPhone or iPad, Safari', 'iPhone or iPad, Chrome', 'Android, Chrome']) {
    await page.getByRole('region', { name }).waitFor();
  }
  await saveScreenshots(page, 'pwa-install-banner-all', { fullPage: false });
});

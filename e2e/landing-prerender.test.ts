import { APP_URL } from './support/env.ts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { FAQ_ENTRIES } from '../src/features/site/model/faq-entries.ts';
import { signUpWithCard } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { openWithAccess, useBrowser } from './support/browser.ts';
import { headingTexts, LANDING_HEADINGS } from './support/site.ts';

// The production build prerenders the landing page into index.html (scripts/vite/prerender-landing.ts).
const session = useBrowser();

async function newPage(options: { javaScriptEnabled: boolean }): Promise<Page> {
  const browser = session.context.browser();
  if (!browser) throw new Error('No browser');
  const context = await browser.newContext({
    baseURL: APP_URL,
    viewport: { width: 375, height: 812 },
    ...options,
  });
  return context.newPage();
}

it('the built index.html holds the whole landing page, readable with scripts turned off', async () => {
  const html = await (await fetch(`${APP_URL}/`)).text();
  for (const heading of LANDING_HEADINGS) expect(html).toContain(heading);
  for (const entry of FAQ_ENTRIES) expect(html).toContain(entry.question.replaceAll("'", '&#x27;'));

  const page = await newPage({ javaScriptEnabled: false });
  try {
    await page.goto('/');
    await expect.poll(() => headingTexts(page, 'h1, h2')).toEqual(LANDING_HEADINGS);
    const banner = page.getByRole('banner');
    await expect
      .poll(() => banner.getByRole('link', { name: 'Get Started' }).getAttribute('href'))
      .toBe('/signup');
    const footer = page.getByRole('contentinfo');
    await expect
      .poll(() => footer.getByRole('link', { name: 'Privacy' }).getAttribute('href'))
      .toBe('/privacy');
    const faq = page.locator('#faq');
    await expect.poll(() => faq.locator('summary').count()).toBe(FAQ_ENTRIES.length);
    const entry = FAQ_ENTRIES[0];
    if (!entry) throw new Error('No FAQ entries');
    await faq.locator('summary', { hasText: entry.question }).click();
    await faq.getByText(entry.answer).waitFor({ state: 'visible' });
  } finally {
    await page.context().close();
  }
});

it('a visitor gets the prerendered page with its small script only, and it passes axe at 375 and 1280 px', async () => {
  const page = await newPage({ javaScriptEnabled: true });
  try {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openWithAccess(page, '/');
    await page.getByRole('heading', { level: 1, name: 'Easy, Fun Budgeting.' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-entry')))
      .toBeNull();
    expect(scripts.filter((pathname) => pathname.includes('app-main'))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    await expectNoAxeViolationsAtBothWidths(page, 'prerendered landing');
  } finally {
    await page.context().close();
  }
});

it('a signed-in user at / gets the app, and the landing page never shows', async () => {
  const user = await signUpWithCard('prerender-app');
  const page = await newPage({ javaScriptEnabled: true });
  try {
    // What the first paint would show: the landing page's display once the document is parsed.
    await page.context().addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const landing = document.getElementById('landing-page');
        (window as { landingDisplay?: string }).landingDisplay = landing
          ? getComputedStyle(landing).display
          : 'absent';
      });
    });
    await openWithAccess(page, '/', user);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as { landingDisplay?: string }).landingDisplay))
      .toBe('none');
    await expect.poll(() => page.getByRole('heading', { name: 'Easy, Fun Budgeting.' }).count()).toBe(0);
  } finally {
    await page.context().close();
  }
});

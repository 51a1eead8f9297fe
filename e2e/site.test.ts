import { expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_ENTRIES } from '../src/features/site/model/faq-entries.ts';
import { PRICING } from '@halfwise/core/pricing.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { headingTexts, LANDING_HEADINGS, openLanding } from './support/site.ts';

const session = useBrowser();

it('the landing page shows every section of the spec in order, then the footer', async () => {
  const { page } = session;
  await openLanding(page);

  await expect.poll(() => headingTexts(page, 'h1, h2')).toEqual(LANDING_HEADINGS);
  await expect
    .poll(() => headingTexts(page, '#why h3'))
    .toEqual(['Save Time', 'Enjoy Your Money', 'Trust Your Plan']);
  expect((await headingTexts(page, '#how-it-works h3')).slice(0, 3)).toEqual([
    'Bills',
    'Spending Money',
    'Savings',
  ]);
  await expect
    .poll(() => headingTexts(page, '#privacy h3'))
    .toEqual(['No Bank Syncing', 'Your Data Only', 'Complete Transparency']);
  await page.getByRole('img', { name: 'How a month splits into three buckets' }).waitFor();
  // No testimonial widget is configured here: no testimonial section, and no invented customers.
  await expect.poll(() => page.locator('#testimonials').count()).toBe(0);
  await expect.poll(() => page.getByText(/early adopters|debt-free since/i).count()).toBe(0);
  const comparison = page.getByRole('table');
  for (const price of ['$14.99/month', '$12.99/month', 'about $15/month']) {
    await comparison.getByRole('cell', { name: price }).waitFor();
  }

  const footer = page.getByRole('contentinfo');
  for (const [name, path] of [
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Contact', '/contact'],
  ] as const) {
    await expect.poll(() => footer.getByRole('link', { name }).getAttribute('href')).toBe(path);
  }
  await saveScreenshots(page, 'landing');
});

it('the phone header and the desktop header each offer Login and Get Started', async () => {
  const { page } = session;
  await openLanding(page, '/landing');
  const banner = page.getByRole('banner');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => banner.count()).toBe(1);
    await expect.poll(() => banner.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    await expect
      .poll(() => banner.getByRole('link', { name: 'Get Started' }).getAttribute('href'))
      .toBe('/signup');
  }
  await expect.poll(() => banner.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(true);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => banner.getByRole('link', { name: 'Pricing' }).count()).toBe(0);

  await page.getByRole('main').getByRole('link', { name: 'Start Free Trial' }).first().click();
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
});

it('the pricing card reads the price and trial from the pricing constant and links to sign-up', async () => {
  const { page } = session;
  await openLanding(page);
  const card = page.locator('#pricing article');
  await expect.poll(() => card.getByText(PRICING.monthly.displayText, { exact: true }).count()).toBe(1);
  await expect.poll(() => card.getByText(PRICING.trial.displayText, { exact: true }).count()).toBe(1);
  await expect.poll(() => card.getByText('$1.99/month', { exact: true }).isVisible()).toBe(true);
  await expect.poll(() => card.getByText('7-day free trial', { exact: true }).isVisible()).toBe(true);
  await expect
    .poll(() => card.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href'))
    .toBe('/signup');
  const finalCall = page.getByRole('region', { name: 'Ready to enjoy budgeting?' });
  await expect.poll(() => finalCall.getByRole('link').getAttribute('href')).toBe('/signup');
});

it('FAQs cover the seven categories and open and close', async () => {
  const { page } = session;
  await openLanding(page);
  expect(new Set(FAQ_ENTRIES.map((entry) => entry.category))).toEqual(new Set(FAQ_CATEGORIES));
  const faq = page.locator('#faq');
  await expect.poll(() => faq.locator('summary').count()).toBe(FAQ_ENTRIES.length);

  const entry = FAQ_ENTRIES.find((candidate) => candidate.id === 'big-upfront-cost');
  if (!entry) throw new Error('The BUC question is missing');
  const answer = faq.getByText(entry.answer);
  await expect.poll(() => answer.isVisible()).toBe(false);
  const question = faq.locator('summary', { hasText: entry.question });
  await question.click();
  await answer.waitFor({ state: 'visible' });
  await question.press('Enter');
  await answer.waitFor({ state: 'hidden' });
});

it('an unknown path shows the 404 page with a way home', async () => {
  const { page } = session;
  await openWithAccess(page, '/no-such-page');
  await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
  await saveScreenshots(page, 'not-found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.getByRole('heading', { level: 1, name: 'Easy, Fun Budgeting.' }).waitFor();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
});

const LEGAL_PAGES = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    headings: [
      'Information We Collect',
      'Sharing Your Information',
      'Data Security',
      'Your Rights',
      'Data Retention',
      'Cookies and Local Storage',
      'Children’s Privacy',
    ],
    promises: ['within 30 days of account deletion', 'children under 13'],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    headings: [
      'Acceptance of Terms',
      'The Service',
      'Your Account',
      'Acceptable Use',
      'No Financial Advice',
      'Subscriptions and Billing',
      'Intellectual Property',
      'Limitation of Liability',
      'Indemnification',
      'Termination',
      'Governing Law',
      'Changes to These Terms',
      'Severability',
    ],
    promises: [
      'State of Delaware',
      'renew automatically',
      'at least 30 days’ notice',
      'Full refund guarantee',
    ],
  },
] as const;

for (const legal of LEGAL_PAGES) {
  it(`${legal.path} shows its date and every heading the spec lists`, async () => {
    const { page } = session;
    await openWithAccess(page, legal.path);
    await page.getByRole('heading', { level: 1, name: legal.title }).waitFor();
    await page.getByText('Last updated: August 18, 2025').waitFor();
    const headings = (await headingTexts(page, 'h2')).map((text) => text.replace(/^\d+\. /, ''));
    for (const heading of legal.headings) expect(headings).toContain(heading);
    const text = await page.getByRole('main').innerText();
    for (const promise of legal.promises) expect(text).toContain(promise);
    if (legal.path === '/privacy') await saveScreenshots(page, 'privacy');
  });
}

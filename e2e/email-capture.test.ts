// Abandonment capture (account §4, §5): 2 s after the last keystroke on an address, never twice for the same
// address in this browser, and never for a signup that was submitted. The page's clock is moved on by hand
// (`clock.runFor`), so a capture that is due fires at once and a later capture shows that an earlier one did not.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { EMAIL_CAPTURE_DELAY_MS } from '../src/features/account/model/email-capture.ts';
import { submitSignupForm } from './support/account.ts';
import { openWithAccess, useBrowser } from './support/browser.ts';
import { uniqueEmail } from './support/env.ts';

const session = useBrowser();

/** The address of every POST /api/capture-email the page sends, in order. */
function recordCaptures(page: Page): string[] {
  const captured: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/capture-email')
      captured.push((request.postDataJSON() as { email: string }).email);
  });
  return captured;
}

/** Types `email` into the signup form and lets its capture delay pass at once. */
async function typeAndPause(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.clock.runFor(EMAIL_CAPTURE_DELAY_MS + 100);
}

/** Opens the signup form on a clock moved by hand; answers the captures it sends, as they are sent. */
async function openSignup(page: Page): Promise<string[]> {
  await page.clock.install();
  const captured = recordCaptures(page);
  await openWithAccess(page, '/signup');
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  return captured;
}

function captureOf(page: Page, email: string) {
  return page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/capture-email' &&
      (request.postDataJSON() as { email: string }).email === email,
  );
}

it('an address is captured once, even after leaving the signup form for login and coming back', async () => {
  const { page } = session;
  const captured = await openSignup(page);
  const abandoned = uniqueEmail('abandoned');
  const first = captureOf(page, abandoned);
  await typeAndPause(page, abandoned);
  await first;

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  await typeAndPause(page, abandoned.toUpperCase());
  // Another address typed after it is captured: any second capture of the first would have come before.
  const other = uniqueEmail('other');
  const later = captureOf(page, other);
  await typeAndPause(page, other);
  await later;
  expect(captured).toEqual([abandoned, other]);
});

it('a submitted signup is never captured, though its address was typed less than 2 s before', async () => {
  const { page } = session;
  const captured = await openSignup(page);
  const email = uniqueEmail('completed');
  const signup = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/signup');
  await submitSignupForm(page, email);
  expect((await signup).ok()).toBe(true);
  await page.getByRole('button', { name: 'Account Created!' }).waitFor();

  // The capture that was due fires now if it is still there; the move to /payment comes after it.
  await page.clock.runFor(EMAIL_CAPTURE_DELAY_MS + 100);
  await page.waitForURL('**/payment');
  await page.getByRole('heading', { name: 'Almost There!' }).waitFor();
  expect(captured).toEqual([]);
});

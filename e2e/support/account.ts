import type { Page } from 'playwright-core';
import { PASSWORD } from './env.ts';

/**
 * Fills the signup form on screen with `email` and the journeys' password, then presses Create Account. The
 * older form at /signup/quick (`quick`) has no password confirmation.
 */
export async function submitSignupForm(page: Page, email: string, options: { quick?: boolean } = {}) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: !options.quick }).fill(PASSWORD);
  if (!options.quick) await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

// The password rule a person reads before typing is the rule the server keeps, and a refusal is said beside the
// field in plain words, never with the field's key in front.
import { PASSWORD_MESSAGES, PASSWORD_RULE } from '@halfwise/core/password-rules.ts';
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { PASSWORD, uniqueEmail } from './support/env.ts';

const session = useBrowser();

/** The texts a field is described by (read out with it): its hint, its error. */
const describedBy = (field: Locator) =>
  field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' '),
  );

it('signup says the rule before typing and refuses a common password beside the field, without its key', async () => {
  const { page } = session;
  await openWithAccess(page, '/signup');
  const password = page.getByLabel('Password', { exact: true });
  await password.waitFor();
  // Before anything is typed, the rule is there and read out with the field.
  await expect.poll(() => password.evaluate((input) => (input as HTMLInputElement).value)).toBe('');
  await page.getByText(PASSWORD_RULE).waitFor();
  await expect.poll(() => describedBy(password)).toContain(PASSWORD_RULE);
  await saveScreenshots(page, 'password-rule-signup');
  await expectNoAxeViolationsAtBothWidths(page, 'signup with the password rule');

  // A common password keeps the length the rule names, and is refused by the server as the rule says.
  await page.getByLabel('Email').fill(uniqueEmail('password-rule'));
  await password.fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText(PASSWORD_MESSAGES.tooCommon, { exact: true }).waitFor();
  await expect.poll(() => page.getByText(/password:/i).count()).toBe(0);
  await expect.poll(() => describedBy(password)).toContain(PASSWORD_MESSAGES.tooCommon);
  await saveScreenshots(page, 'password-rule-refused');
  await expectNoAxeViolationsAtBothWidths(page, 'signup with a refused password');

  // One that keeps the whole rule is taken.
  await password.fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Account Created!' }).waitFor();
});

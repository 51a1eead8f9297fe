import {
  ACCOUNT_DELETION_MESSAGES,
  DELETE_CONFIRMATION_WORD,
} from '@halfwise/core/contract/account-deletion.ts';
import { describe, expect, it } from 'vitest';
import { INVALID_LOGIN } from '../supabase/functions/_shared/supabase-auth.ts';
import { callApi, markCardSetUp, signUpViaApi, withDatabase } from './support/api.ts';
import {
  openWithAccess,
  readStorage,
  SCREENSHOT_WIDTHS,
  screenshotPath,
  useBrowser,
} from './support/browser.ts';
import { PASSWORD, uniqueEmail } from './support/env.ts';

const session = useBrowser();

describe.each(SCREENSHOT_WIDTHS)('at %i px', (width) => {
  it('deletes the account after the password and DELETE, and signs out to the landing page', async () => {
    const { page } = session;
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const email = uniqueEmail('delete-account');
    const account = await signUpViaApi(email);
    await markCardSetUp(account.user.id);
    await callApi('POST', '/api/future-plans', { name: 'Trip', targetAmount: 50000 }, account.token);
    await openWithAccess(page, '/settings', account);

    const card = page.getByRole('region', { name: 'Delete account' });
    await card.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await dialog.getByLabel('Password').fill('not-my-password');
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${DELETE_CONFIRMATION_WORD} to confirm`).fill(DELETE_CONFIRMATION_WORD);
    await confirm.click();
    await dialog.getByText(ACCOUNT_DELETION_MESSAGES.wrongPassword).waitFor();
    await page.screenshot({ path: await screenshotPath('delete-account-dialog', width) });

    await dialog.getByLabel('Password').fill(PASSWORD);
    await confirm.click();
    await page.getByRole('status').getByText(ACCOUNT_DELETION_MESSAGES.deleted).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await page.screenshot({ path: await screenshotPath('delete-account-done', width) });
    expect((await readStorage(page)).local.authToken).toBeUndefined();

    const left = await withDatabase(
      (sql) => sql`select 1 from public.profiles where id = ${account.user.id}
                   union all select 1 from public.future_plans where user_id = ${account.user.id}`,
    );
    expect(left.length).toBe(0);
    await expect(callApi('POST', '/api/auth/login', { email, password: PASSWORD })).rejects.toThrow(
      INVALID_LOGIN,
    );
  });
});

import { expect, it } from 'vitest';
import { markCardSetUp, signUpViaApi } from './support/api.ts';
import { openWithAccess, readStorage, saveScreenshots, useBrowser } from './support/browser.ts';
import {
  DECLINED_CARD,
  GOOD_CARD,
  plantTagQueues,
  readTagQueues,
  setSubscriptionStatus,
  submitTestCard,
} from './support/billing.ts';
import { submitSignupForm } from './support/account.ts';
import { uniqueEmail } from './support/env.ts';

const session = useBrowser();

const CANCEL_CONFIRMATION =
  "Are you sure you want to cancel your subscription? You'll lose access to Pro features at the end of your billing period.";

/** 'November 28, 2026' for the day 7 days after the browser's today. */
function billingDateFromToday(): string {
  const date = new Date();
  date.setDate(date.getDate() + 7);
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

it(
  'trial: signup, a declined card, a good card, success, update card, cancel and reactivate',
  { timeout: 120_000 },
  async () => {
    const { page } = session;
    await plantTagQueues(page);

    await openWithAccess(page, '/signup');
    await submitSignupForm(page, uniqueEmail('billing'));
    await page.waitForURL('**/payment');

    await page.getByRole('heading', { name: 'Almost There!' }).waitFor();
    await page.getByText('Step 2 of 2').waitFor();
    await page.getByText('7 days free, then $1.99/month').waitFor();
    await page.getByText('Test mode — no real card is charged').waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Sign out' }).getAttribute('href'))
      .toBe('/logout');
    await saveScreenshots(page, 'billing-payment');

    await submitTestCard(page, DECLINED_CARD, 'Start 7-Day Free Trial');
    await page.getByText('Payment setup failed').waitFor();
    await page.getByText('Your card was declined.').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/payment');
    await saveScreenshots(page, 'billing-payment-declined');

    await submitTestCard(page, GOOD_CARD, 'Start 7-Day Free Trial');
    await page.waitForURL('**/success');
    await page.getByRole('heading', { name: 'Welcome to Halfwise! 🎉' }).waitFor();
    await page.getByText('Your 7-day free trial has started successfully').waitFor();
    await page.getByText(billingDateFromToday()).waitFor();
    await page.getByText('Visa •••• 4242').waitFor();
    await saveScreenshots(page, 'billing-success');

    // The Subscribe event fired once, with the event id the server gave, and sign_up as the user has an email.
    const { session: stored } = await readStorage(page);
    expect(stored.subscribe_event_id).toBeTruthy();
    const tags = await readTagQueues(page);
    expect(tags.ttq.filter(([event]) => event === 'Subscribe')).toEqual([
      [
        'Subscribe',
        { value: 4.99, currency: 'USD', content_id: 'Halfwise_trial' },
        { event_id: stored.subscribe_event_id },
      ],
    ]);
    expect(tags.dataLayer).toContainEqual({ event: 'sign_up', method: 'email' });
    await page.reload();
    await page.getByText('Visa •••• 4242').waitFor();
    expect((await readTagQueues(page)).ttq).toEqual([]);

    await page.getByRole('button', { name: 'Start Budgeting Now' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByText('Free Trial').waitFor();
    await page.getByText('7 days left').waitFor();
    await page.getByText('Billing starts automatically at $1.99/month when your trial ends').waitFor();
    await saveScreenshots(page, 'billing-settings-trial');

    await page.getByRole('button', { name: 'Update Card' }).click();
    await page.waitForURL('**/payment');
    await expect.poll(() => page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/profile');
    await submitTestCard(page, GOOD_CARD, 'Update Payment Method');
    await page.getByText('Payment method updated!').first().waitFor();
    await page.waitForURL('**/profile');
    await page.getByText('Free Trial').waitFor();
    await expect.poll(async () => (await readStorage(page)).local.paymentUpdateMode).toBeUndefined();

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(CANCEL_CONFIRMATION);
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText('Subscription cancelled', { exact: true }).waitFor();
    await page.getByText('Subscription Cancelled', { exact: true }).waitFor();
    await page.getByText(/You keep access to Pro features until/).waitFor();
    await expect.poll(() => page.getByText('Cancelled', { exact: true }).count()).toBe(1);
    await saveScreenshots(page, 'billing-settings-cancelled');

    await page.getByRole('button', { name: 'Reactivate Subscription' }).click();
    await page.waitForURL('**/subscribe');
    await page.getByRole('button', { name: 'Reactivate Subscription' }).click();
    await page.waitForURL('**/settings');
    await page.getByText('Free Trial').waitFor();
    await page.getByText('7 days left').waitFor();
    await expect.poll(() => page.getByText('Subscription Cancelled', { exact: true }).count()).toBe(0);
  },
);

it('/payment keeps the ad click id and, signed out, shows the Setup Error box', async () => {
  const { page } = session;
  await openWithAccess(page, '/payment?ttclid=click-42&userId=7');
  await page.getByRole('heading', { name: 'Setup Error' }).waitFor();
  await page.getByText('Please log in to continue.').waitFor();
  expect((await readStorage(page)).local.ttclid).toBe('click-42');
  await saveScreenshots(page, 'billing-setup-error');
  await page.getByRole('button', { name: 'Back to Signup' }).click();
  await page.waitForURL('**/signup');
});

it('Settings shows the Pro plan for an active subscription and Reactivate for an inactive one', async () => {
  const account = await signUpViaApi(uniqueEmail('status'));
  await markCardSetUp(account.user.id);
  await setSubscriptionStatus(account.user.id, 'active');

  const { page } = session;
  await openWithAccess(page, '/settings', account);
  await page.getByText('Halfwise Pro').waitFor();
  await page.getByText('Active', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Update Card' }).waitFor();
  await expect.poll(() => page.getByText(/Billing starts automatically/).count()).toBe(0);
  await saveScreenshots(page, 'billing-settings-active');

  await setSubscriptionStatus(account.user.id, 'inactive');
  await page.reload();
  await page.getByText('Subscription Cancelled').waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Update Card' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Reactivate Subscription' }).click();
  await page.waitForURL('**/subscribe');
});

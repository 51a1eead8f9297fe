// Billing endpoints over HTTP against the local stack, which runs the simulated provider (no STRIPE_SECRET_KEY).
import { describe, expect, it } from 'vitest';
import {
  confirmCard,
  confirmedSetupIntent,
  createSetupIntent,
  DECLINED_CARD,
  deliverEvent,
  eventually,
  INSUFFICIENT_FUNDS_CARD,
  MASTERCARD,
  newBillingUser,
  stripeEvent,
  subscribe,
  subscriptionObject,
  type BillingUser,
} from './billing-support.ts';
import { useDatabase } from './support.ts';

const sql = useDatabase();

interface User {
  subscriptionStatus: string;
  trialEndDate: string;
  stripeCustomerId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  card: { brand: string; last4: string } | null;
}
const currentUser = async (user: BillingUser) =>
  (await user.api.get<User>('/api/user', { token: user.token })).body;
const subscriptionIdOf = async (user: BillingUser) =>
  (
    await sql<
      { id: string | null }[]
    >`select stripe_subscription_id as id from public.profiles where id = ${user.userId}`
  )[0]?.id;

describe('POST /api/create-subscription-auth', () => {
  it('answers a SetupIntent for the signed-in user in test mode, and marks the setup as pending', async () => {
    const user = await newBillingUser();
    const response = await user.api.post('/api/create-subscription-auth', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      clientSecret: expect.stringMatching(/^seti_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/),
      setupIntentId: expect.stringMatching(/^seti_[A-Za-z0-9]+$/),
      mode: 'test',
    });
    expect((await currentUser(user)).subscriptionStatus).toBe('setup_pending');
  });

  it('refuses a caller without a token', async () => {
    const user = await newBillingUser();
    expect((await user.api.post('/api/create-subscription-auth')).status).toBe(401);
  });
});

describe('POST /api/billing/test-card/confirm', () => {
  it('declines the declined test card and the insufficient-funds card, refuses an invalid number, accepts 4242', async () => {
    const user = await newBillingUser();
    const setupIntentId = await createSetupIntent(user);

    const declined = await confirmCard(user, setupIntentId, DECLINED_CARD);
    expect([declined.status, declined.body]).toEqual([
      402,
      { message: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline' },
    ]);
    const poor = await confirmCard(user, setupIntentId, INSUFFICIENT_FUNDS_CARD);
    expect([poor.status, poor.body]).toMatchObject([
      402,
      { code: 'card_declined', declineCode: 'insufficient_funds' },
    ]);
    const invalid = await confirmCard(user, setupIntentId, '4242 4242 4242 4241');
    expect([invalid.status, invalid.body.message]).toEqual([400, 'Your card number is invalid.']);

    const accepted = await confirmCard(user, setupIntentId);
    expect([accepted.status, accepted.body]).toEqual([200, { status: 'succeeded' }]);
  });

  it("answers 404 for another user's SetupIntent", async () => {
    const owner = await newBillingUser();
    const stranger = await newBillingUser();
    const response = await confirmCard(stranger, await createSetupIntent(owner));
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
  });
});

describe('POST /api/complete-subscription', () => {
  it('starts the 7-day trial with the card, answers at once, and the webhook then fills in the period', async () => {
    const user = await newBillingUser();
    const before = Date.now();
    const response = await subscribe(user);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'trialing',
      trialEndDate: expect.any(String),
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      card: { brand: 'visa', last4: '4242' },
    });
    const trialDays = (Date.parse(response.body.trialEndDate) - before) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.99);
    expect(trialDays).toBeLessThan(7.01);

    const profile = await currentUser(user);
    expect(profile).toMatchObject({
      subscriptionStatus: 'trialing',
      stripeCustomerId: expect.stringMatching(/^cus_/),
      trialEndDate: response.body.trialEndDate,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(await subscriptionIdOf(user)).toMatch(/^sub_/);
    // Only the webhook (sent by the simulated provider) writes the period.
    const afterWebhook = await eventually(
      () => currentUser(user),
      (u) => u.currentPeriodEnd !== null,
    );
    expect(afterWebhook.currentPeriodEnd).toBe(response.body.trialEndDate);
    expect(afterWebhook.cancelAtPeriodEnd).toBe(false);
  });

  it('is idempotent: a second call answers the same event and makes no second subscription', async () => {
    const user = await newBillingUser();
    const setupIntentId = await confirmedSetupIntent(user);
    const first = await user.api.post('/api/complete-subscription', {
      token: user.token,
      body: { setupIntentId },
    });
    const subscriptionId = await subscriptionIdOf(user);
    const second = await user.api.post('/api/complete-subscription', {
      token: user.token,
      body: { setupIntentId },
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.eventId).toBe(first.body.eventId);
    expect(await subscriptionIdOf(user)).toBe(subscriptionId);
    const events = await sql`
      select event_value::text from public.conversion_events where user_id = ${user.userId} and event_type = 'subscribe'`;
    expect(events).toEqual([{ event_value: '4.99' }]);
  });

  it('records the ttclid with the subscribe conversion', async () => {
    const user = await newBillingUser();
    const setupIntentId = await confirmedSetupIntent(user);
    await user.api.post('/api/complete-subscription', {
      token: user.token,
      body: { setupIntentId, ttclid: 'click-9' },
    });
    const [event] = await sql<{ ttclid: string }[]>`
      select event_properties ->> 'ttclid' as ttclid from public.conversion_events
      where user_id = ${user.userId} and event_type = 'subscribe'`;
    expect(event?.ttclid).toBe('click-9');
  });

  it("answers 404 for another user's SetupIntent, and 409 while the card is unconfirmed", async () => {
    const owner = await newBillingUser();
    const stranger = await newBillingUser();
    const theirs = await confirmedSetupIntent(owner);
    const stolen = await stranger.api.post('/api/complete-subscription', {
      token: stranger.token,
      body: { setupIntentId: theirs },
    });
    expect([stolen.status, stolen.body]).toEqual([404, { message: 'Not found' }]);
    expect(await subscriptionIdOf(stranger)).toBeNull();

    const unconfirmed = await createSetupIntent(owner);
    const early = await owner.api.post('/api/complete-subscription', {
      token: owner.token,
      body: { setupIntentId: unconfirmed },
    });
    expect(early.status).toBe(409);
  });

  it('names a missing setupIntentId', async () => {
    const user = await newBillingUser();
    const response = await user.api.post('/api/complete-subscription', { token: user.token, body: {} });
    expect([response.status, response.body.message]).toEqual([
      400,
      'setupIntentId: setupIntentId is required',
    ]);
  });
});

describe('POST /api/update-payment-complete', () => {
  it('makes the new card the default and shows it', async () => {
    const user = await newBillingUser();
    await subscribe(user);
    const setupIntentId = await confirmedSetupIntent(user, MASTERCARD);
    const response = await user.api.post('/api/update-payment-complete', {
      token: user.token,
      body: { setupIntentId },
    });
    expect([response.status, response.body]).toEqual([200, { card: { brand: 'mastercard', last4: '4444' } }]);
    expect((await currentUser(user)).card).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it("answers 404 for another user's SetupIntent", async () => {
    const owner = await newBillingUser();
    const stranger = await newBillingUser();
    await subscribe(stranger);
    const response = await stranger.api.post('/api/update-payment-complete', {
      token: stranger.token,
      body: { setupIntentId: await confirmedSetupIntent(owner, MASTERCARD) },
    });
    expect(response.status).toBe(404);
    expect((await currentUser(stranger)).card).toEqual({ brand: 'visa', last4: '4242' });
  });
});

describe('cancel and reactivate', () => {
  it('cancels at period end (access stays), then reactivation undoes the cancellation', async () => {
    const user = await newBillingUser();
    const started = await subscribe(user);
    const cancelled = await user.api.post('/api/cancel-subscription', { token: user.token });
    expect([cancelled.status, cancelled.body]).toEqual([
      200,
      { status: 'trialing', cancelAtPeriodEnd: true, currentPeriodEnd: started.body.trialEndDate },
    ]);
    expect(await currentUser(user)).toMatchObject({
      subscriptionStatus: 'trialing',
      cancelAtPeriodEnd: true,
    });

    const reactivated = await user.api.post('/api/reactivate-subscription', { token: user.token });
    expect([reactivated.status, reactivated.body]).toEqual([
      200,
      { status: 'trialing', cancelAtPeriodEnd: false },
    ]);
    expect(await currentUser(user)).toMatchObject({
      subscriptionStatus: 'trialing',
      cancelAtPeriodEnd: false,
    });
  });

  it('restarts an ended subscription with the saved card: a new, paid subscription', async () => {
    const user = await newBillingUser();
    await subscribe(user);
    const ended = await subscriptionIdOf(user);
    const customer = (await currentUser(user)).stripeCustomerId ?? '';
    const deletion = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject({
        id: ended ?? '',
        customer,
        status: 'canceled',
        periodEnd: Math.floor(Date.now() / 1000),
      }),
      Math.floor(Date.now() / 1000) + 60,
    );
    expect((await deliverEvent(deletion)).status).toBe(200);
    expect((await currentUser(user)).subscriptionStatus).toBe('cancelled');

    const restarted = await user.api.post('/api/reactivate-subscription', { token: user.token });
    expect([restarted.status, restarted.body]).toEqual([200, { status: 'active', cancelAtPeriodEnd: false }]);
    expect(await subscriptionIdOf(user)).not.toBe(ended);
    expect((await currentUser(user)).subscriptionStatus).toBe('active');
  });

  it('asks for a card when none is saved', async () => {
    const user = await newBillingUser();
    const response = await user.api.post('/api/reactivate-subscription', { token: user.token });
    expect([response.status, response.body]).toEqual([
      409,
      { message: 'Add a card to restart your subscription.', needsCard: true },
    ]);
  });

  it('refuses to cancel when there is no subscription', async () => {
    const user = await newBillingUser();
    const response = await user.api.post('/api/cancel-subscription', { token: user.token });
    expect([response.status, response.body]).toEqual([
      409,
      { message: 'There is no subscription to cancel.' },
    ]);
  });
});

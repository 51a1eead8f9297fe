import { Hono, type Context } from 'hono';
import { requireUser, SIGN_IN_REQUIRED } from '../../_shared/auth.ts';
import { recordSubscribeConversion } from '../../_shared/billing/conversion.ts';
import { createOwnerSql } from '../../_shared/billing/owner-db.ts';
import { ownedSetupIntent, succeededSetup } from '../../_shared/billing/owned-setup-intent.ts';
import { CardError, type Card } from '../../_shared/billing/port.ts';
import {
  cardColumns,
  cardOfProfile,
  LIVE_STATUSES,
  readProfileBilling,
  startedSubscriptionColumns,
  subscriptionColumns,
  writeProfileBilling,
  type ProfileBilling,
} from '../../_shared/billing/profile-billing.ts';
import { profileStatusOf } from '../../_shared/billing/status.ts';
import { HttpError, NOT_FOUND_MESSAGE } from '../../_shared/errors.ts';
import {
  completeSubscriptionBody,
  testCardBody,
  updatePaymentBody,
} from '@halfwise/core/contract/billing.ts';
import { parseJsonBody } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';

export const NEEDS_CARD_MESSAGE = 'Add a card to restart your subscription.';
export const NO_SUBSCRIPTION_MESSAGE = 'There is no subscription to cancel.';

/** A refused card answers as Stripe.js would report it: the message, and the code. */
async function answeringCardErrors(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CardError)) throw error;
    const { message, code, declineCode, status } = error;
    return c.json({ message, code, ...(declineCode ? { declineCode } : {}) }, status);
  }
}

/** The billing endpoints (docs/billing.md): card setup, the trial subscription, card update, cancel, restart. */
export function billingRoutes({ config, db, verifyToken, billing }: ApiDeps) {
  const signedIn = requireUser(verifyToken);
  const owner = createOwnerSql(config);

  /** A first subscription gets the free trial; someone whose earlier subscription ended pays at once. */
  async function startSubscription(
    userId: string,
    profile: ProfileBilling,
    setup: { customerId: string; paymentMethodId: string; setupIntentId: string },
  ) {
    const previousSubscriptionId = profile.stripe_subscription_id;
    if (!previousSubscriptionId) return billing.createTrialSubscription({ ...setup, userId });
    await billing.setDefaultPaymentMethod({ ...setup, subscriptionId: null });
    return billing.restartSubscription({ customerId: setup.customerId, userId, previousSubscriptionId });
  }

  async function profileOf(c: Context<ApiEnv>): Promise<{ userId: string; profile: ProfileBilling }> {
    const claims = c.get('claims');
    const profile = await db.withUserTx(claims, (tx) => readProfileBilling(tx, claims.sub));
    if (!profile) throw new HttpError(401, SIGN_IN_REQUIRED);
    return { userId: claims.sub, profile };
  }

  return new Hono<ApiEnv>()
    .post('/create-subscription-auth', signedIn, async (c) => {
      const { userId, profile } = await profileOf(c);
      const customerId = await billing.findOrCreateCustomer({
        userId,
        email: profile.email,
        knownCustomerId: profile.stripe_customer_id,
      });
      const intent = await billing.createSetupIntent({ customerId, userId });
      if (profile.subscription_status === 'trial') {
        await writeProfileBilling(owner, userId, { subscription_status: 'setup_pending' });
      }
      return c.json({ clientSecret: intent.clientSecret, setupIntentId: intent.id, mode: billing.mode });
    })

    .post('/complete-subscription', signedIn, async (c) => {
      const body = await parseJsonBody(c, completeSubscriptionBody);
      const { userId, profile } = await profileOf(c);
      const claims = c.get('claims');
      /** The answer, with the subscribe conversion recorded once per subscription. */
      const completed = async (done: {
        subscriptionId: string;
        status: string;
        trialEnd: Date;
        card: Card | null;
      }) => {
        const { subscriptionId, status, trialEnd, card } = done;
        const eventId = await db.withUserTx(claims, (tx) =>
          recordSubscribeConversion(tx, { userId, subscriptionId, ttclid: body.ttclid }),
        );
        return c.json({ status, trialEndDate: trialEnd.toISOString(), eventId, card });
      };

      if (profile.stripe_subscription_id && LIVE_STATUSES.includes(profile.subscription_status)) {
        return completed({
          subscriptionId: profile.stripe_subscription_id,
          status: profile.subscription_status,
          trialEnd: profile.trial_end_date,
          card: cardOfProfile(profile),
        });
      }

      const intent = await ownedSetupIntent(billing, body.setupIntentId, {
        userId,
        customerId: profile.stripe_customer_id,
      });
      const setup = succeededSetup(intent);
      return answeringCardErrors(c, async () => {
        const subscription = await startSubscription(userId, profile, { ...setup, setupIntentId: intent.id });
        const columns = { ...startedSubscriptionColumns(subscription), ...cardColumns(setup.card) };
        await writeProfileBilling(owner, userId, columns);
        return completed({
          subscriptionId: subscription.id,
          status: columns.subscription_status,
          trialEnd: subscription.trialEnd ?? profile.trial_end_date,
          card: setup.card,
        });
      });
    })

    .post('/update-payment-complete', signedIn, async (c) => {
      const body = await parseJsonBody(c, updatePaymentBody);
      const { userId, profile } = await profileOf(c);
      const setup = succeededSetup(
        await ownedSetupIntent(billing, body.setupIntentId, {
          userId,
          customerId: profile.stripe_customer_id,
        }),
      );
      await billing.setDefaultPaymentMethod({ ...setup, subscriptionId: profile.stripe_subscription_id });
      await writeProfileBilling(owner, userId, {
        stripe_customer_id: setup.customerId,
        ...cardColumns(setup.card),
      });
      return c.json({ card: setup.card });
    })

    .post('/cancel-subscription', signedIn, async (c) => {
      const { userId, profile } = await profileOf(c);
      const customerId = profile.stripe_customer_id;
      const subscriptionId = profile.stripe_subscription_id;
      if (!customerId || !subscriptionId || !LIVE_STATUSES.includes(profile.subscription_status)) {
        throw new HttpError(409, NO_SUBSCRIPTION_MESSAGE);
      }
      const subscription = await billing.setCancelAtPeriodEnd({ subscriptionId, customerId }, true);
      await writeProfileBilling(owner, userId, subscriptionColumns(subscription), { asOfNow: true });
      return c.json({
        status: profileStatusOf(subscription.status),
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      });
    })

    .post('/reactivate-subscription', signedIn, async (c) => {
      const { userId, profile } = await profileOf(c);
      const customerId = profile.stripe_customer_id;
      const subscriptionId = profile.stripe_subscription_id;

      if (customerId && subscriptionId && LIVE_STATUSES.includes(profile.subscription_status)) {
        if (!profile.cancel_at_period_end) {
          return c.json({ status: profile.subscription_status, cancelAtPeriodEnd: false });
        }
        const resumed = await billing.setCancelAtPeriodEnd({ subscriptionId, customerId }, false);
        await writeProfileBilling(owner, userId, subscriptionColumns(resumed), { asOfNow: true });
        return c.json({ status: profileStatusOf(resumed.status), cancelAtPeriodEnd: false });
      }

      const card = customerId ? await billing.defaultCard(customerId) : null;
      if (!customerId || !card) return c.json({ message: NEEDS_CARD_MESSAGE, needsCard: true }, 409);
      return answeringCardErrors(c, async () => {
        const restarted = await billing.restartSubscription({
          customerId,
          userId,
          previousSubscriptionId: subscriptionId,
        });
        const columns = { ...subscriptionColumns(restarted), ...cardColumns(card) };
        await writeProfileBilling(owner, userId, columns, { asOfNow: true });
        return c.json({ status: columns.subscription_status, cancelAtPeriodEnd: false });
      });
    })

    .post('/billing/test-card/confirm', signedIn, async (c) => {
      const testCards = billing.testCards;
      if (!testCards) throw new HttpError(404, NOT_FOUND_MESSAGE);
      const body = await parseJsonBody(c, testCardBody);
      const { userId, profile } = await profileOf(c);
      await ownedSetupIntent(billing, body.setupIntentId, { userId, customerId: profile.stripe_customer_id });
      return answeringCardErrors(c, async () => {
        await testCards.confirm(body);
        return c.json({ status: 'succeeded' });
      });
    });
}

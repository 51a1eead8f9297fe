import { CardError, TRIAL_DAYS, type BillingPort, type Card, type SubscriptionInfo } from './port.ts';
import { toSubscriptionInfo } from './stripe-provider.ts';
import {
  eventJson,
  invoiceJson,
  subscriptionJson,
  unixNow,
  type SimulatedSubscription,
} from './simulated-events.ts';
import { stripeShapedId } from './stripe-ids.ts';
import { checkTestCard } from './test-cards.ts';
import type { DeliverEvent } from './webhook-delivery.ts';

/** $1.99 a month (spec §9). */
const PRICE_CENTS = 199;
const DAY_SECONDS = 86_400;
const MONTH_SECONDS = 30 * DAY_SECONDS;

interface SimulatedCustomer {
  id: string;
  userId: string;
  defaultPaymentMethodId: string | null;
}

interface SimulatedSetupIntent {
  id: string;
  customerId: string;
  status: 'requires_payment_method' | 'succeeded';
  paymentMethodId: string | null;
}

/** Read the way Stripe's subscriptions are (and the simulated webhook events are). */
const toInfo = (subscription: SimulatedSubscription) => toSubscriptionInfo(subscriptionJson(subscription));

/**
 * Stands in for Stripe when no STRIPE_SECRET_KEY is configured (the local stack, tests). Its objects live in
 * memory and are gone after a restart; the profile keeps the status, and ids the profile still holds are
 * adopted again when used. It sends the webhook events Stripe would, to the stripe-webhook function.
 */
export function createSimulatedProvider(options: { priceId: string; deliver: DeliverEvent }): BillingPort {
  const customers = new Map<string, SimulatedCustomer>();
  const customerOfUser = new Map<string, string>();
  const setupIntents = new Map<string, SimulatedSetupIntent>();
  const cards = new Map<string, Card>();
  const subscriptions = new Map<string, SimulatedSubscription>();
  // Stripe's idempotency keys: the same key answers the object the first call made.
  const byIdempotencyKey = new Map<string, SimulatedSubscription>();

  function customer(id: string, userId: string): SimulatedCustomer {
    let found = customers.get(id);
    if (!found) {
      found = { id, userId, defaultPaymentMethodId: null };
      customers.set(id, found);
      customerOfUser.set(userId, id);
    }
    return found;
  }

  function subscription(id: string, customerId: string): SimulatedSubscription {
    let found = subscriptions.get(id);
    if (!found) {
      // Forgotten after a restart: the profile still says it exists, so take it up again as a paid one.
      const now = unixNow();
      found = {
        id,
        customerId,
        userId: customers.get(customerId)?.userId ?? '',
        priceId: options.priceId,
        status: 'active',
        cancelAtPeriodEnd: false,
        paymentMethodId: customers.get(customerId)?.defaultPaymentMethodId ?? null,
        created: now,
        currentPeriodStart: now,
        currentPeriodEnd: now + MONTH_SECONDS,
        trialStart: null,
        trialEnd: null,
      };
      subscriptions.set(id, found);
    }
    return found;
  }

  function startSubscription(
    key: string,
    fields: { customerId: string; userId: string; paymentMethodId: string | null; trialDays: number },
  ): SubscriptionInfo {
    const existing = byIdempotencyKey.get(key);
    if (existing) return toInfo(existing);
    const now = unixNow();
    const trialEnd = fields.trialDays > 0 ? now + fields.trialDays * DAY_SECONDS : null;
    const created: SimulatedSubscription = {
      id: stripeShapedId('sub'),
      customerId: fields.customerId,
      userId: fields.userId,
      priceId: options.priceId,
      status: trialEnd ? 'trialing' : 'active',
      cancelAtPeriodEnd: false,
      paymentMethodId: fields.paymentMethodId,
      created: now,
      currentPeriodStart: now,
      currentPeriodEnd: trialEnd ?? now + MONTH_SECONDS,
      trialStart: trialEnd ? now : null,
      trialEnd,
    };
    subscriptions.set(created.id, created);
    byIdempotencyKey.set(key, created);
    options.deliver(eventJson('customer.subscription.created', subscriptionJson(created)));
    options.deliver(eventJson('invoice.paid', invoiceJson(created, trialEnd ? 0 : PRICE_CENTS)));
    return toInfo(created);
  }

  return {
    mode: 'test',

    async findOrCreateCustomer({ userId, knownCustomerId }) {
      const id = knownCustomerId ?? customerOfUser.get(userId) ?? stripeShapedId('cus', 14);
      return customer(id, userId).id;
    },

    async createSetupIntent({ customerId }) {
      const id = stripeShapedId('seti');
      setupIntents.set(id, { id, customerId, status: 'requires_payment_method', paymentMethodId: null });
      return { id, clientSecret: `${id}_secret_${stripeShapedId('x').slice(2)}` };
    },

    async getSetupIntent(id) {
      const intent = setupIntents.get(id);
      if (!intent) return null;
      const paymentMethodId = intent.paymentMethodId;
      return {
        id,
        status: intent.status,
        customerId: intent.customerId,
        customerUserId: customers.get(intent.customerId)?.userId ?? null,
        paymentMethodId,
        card: paymentMethodId ? (cards.get(paymentMethodId) ?? null) : null,
      };
    },

    async createTrialSubscription({ customerId, userId, setupIntentId, paymentMethodId }) {
      customer(customerId, userId).defaultPaymentMethodId = paymentMethodId;
      return startSubscription(`subscription-${userId}-${setupIntentId}`, {
        customerId,
        userId,
        paymentMethodId,
        trialDays: TRIAL_DAYS,
      });
    },

    async restartSubscription({ customerId, userId, previousSubscriptionId }) {
      const paymentMethodId = customers.get(customerId)?.defaultPaymentMethodId ?? null;
      if (!paymentMethodId)
        throw new CardError('This customer has no attached payment source.', 402, 'missing');
      return startSubscription(`restart-${userId}-${previousSubscriptionId ?? 'none'}`, {
        customerId,
        userId,
        paymentMethodId,
        trialDays: 0,
      });
    },

    async setCancelAtPeriodEnd({ subscriptionId, customerId }, cancel) {
      const found = subscription(subscriptionId, customerId);
      found.cancelAtPeriodEnd = cancel;
      options.deliver(eventJson('customer.subscription.updated', subscriptionJson(found)));
      return toInfo(found);
    },

    async setTrialEnd({ subscriptionId, customerId }, trialEnd) {
      const found = subscription(subscriptionId, customerId);
      const end = Math.floor(trialEnd.getTime() / 1000);
      found.status = 'trialing';
      found.trialStart ??= unixNow();
      found.trialEnd = end;
      found.currentPeriodEnd = end;
      options.deliver(eventJson('customer.subscription.updated', subscriptionJson(found)));
      return toInfo(found);
    },

    async cancelSubscriptionNow({ subscriptionId, customerId }) {
      const found = subscription(subscriptionId, customerId);
      if (found.status === 'canceled') return;
      found.status = 'canceled';
      found.currentPeriodEnd = unixNow();
      options.deliver(eventJson('customer.subscription.deleted', subscriptionJson(found)));
    },

    async setDefaultPaymentMethod({ customerId, subscriptionId, paymentMethodId }) {
      const owner = customers.get(customerId);
      if (owner) owner.defaultPaymentMethodId = paymentMethodId;
      if (!subscriptionId) return;
      const found = subscription(subscriptionId, customerId);
      found.paymentMethodId = paymentMethodId;
      options.deliver(eventJson('customer.subscription.updated', subscriptionJson(found)));
    },

    async defaultCard(customerId) {
      const methodId = customers.get(customerId)?.defaultPaymentMethodId;
      return methodId ? (cards.get(methodId) ?? null) : null;
    },

    testCards: {
      async confirm({ setupIntentId, ...details }) {
        const intent = setupIntents.get(setupIntentId);
        if (!intent) throw new CardError('No such setupintent.', 400, 'resource_missing');
        if (intent.status === 'succeeded') {
          throw new CardError(
            'You cannot confirm this SetupIntent because it has already succeeded.',
            400,
            'setup_intent_unexpected_state',
          );
        }
        const card = checkTestCard(details);
        const methodId = stripeShapedId('pm');
        cards.set(methodId, card);
        intent.status = 'succeeded';
        intent.paymentMethodId = methodId;
      },
    },
  };
}

import Stripe from 'stripe';
import { CardError, TRIAL_DAYS, type BillingPort, type Card, type SubscriptionInfo } from './port.ts';

/** Pinned so that a newer account default cannot change the shapes this code reads. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeProviderOptions {
  secretKey: string;
  priceId: string;
  /** Tests pass a recorder here; production uses the fetch client, which runs in Deno. */
  httpClient?: InstanceType<typeof Stripe.HttpClient>;
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
/** The id of a Stripe reference that may or may not be expanded. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): Card | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}

/** What `toSubscriptionInfo` reads of a subscription: Stripe's, or the simulated provider's Stripe-shaped one. */
export type SubscriptionFields = Pick<
  Stripe.Subscription,
  'id' | 'customer' | 'status' | 'cancel_at_period_end' | 'trial_start' | 'trial_end'
> & { items: { data: Pick<Stripe.SubscriptionItem, 'current_period_end'>[] } };

export function toSubscriptionInfo(subscription: SubscriptionFields): SubscriptionInfo {
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    // Since API version 2025-03-31 the period lives on the items; a subscription here has exactly one.
    currentPeriodEnd: fromUnix(subscription.items.data[0]?.current_period_end),
    trialStart: fromUnix(subscription.trial_start),
    trialEnd: fromUnix(subscription.trial_end),
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** Card refusals become CardError (shown to the person); anything else stays a server error. */
async function cardErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new CardError(error.message, 402, error.code ?? 'card_declined', error.decline_code);
    }
    throw error;
  }
}

export function createStripeProvider(options: StripeProviderOptions): BillingPort {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: options.httpClient ?? Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
  });
  const price = options.priceId;

  async function retrieveOrNull<T>(call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    mode: 'stripe',

    async findOrCreateCustomer({ userId, email, knownCustomerId }) {
      if (knownCustomerId) return knownCustomerId;
      const found = await stripe.customers.search({ query: `metadata['userId']:'${userId}'`, limit: 1 });
      const existing = found.data[0];
      if (existing) return existing.id;
      const customer = await stripe.customers.create(
        { ...(email ? { email } : {}), metadata: { userId } },
        { idempotencyKey: `halfwise-customer-${userId}` },
      );
      return customer.id;
    },

    async createSetupIntent({ customerId, userId }) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { userId },
      });
      if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async getSetupIntent(id) {
      const intent = await retrieveOrNull(() =>
        stripe.setupIntents.retrieve(id, { expand: ['customer', 'payment_method'] }),
      );
      if (!intent) return null;
      const customer = intent.customer;
      const customerUserId =
        customer && typeof customer !== 'string' && !customer.deleted
          ? (customer.metadata.userId ?? null)
          : null;
      return {
        id: intent.id,
        status: intent.status,
        customerId: idOf(customer),
        customerUserId,
        paymentMethodId: idOf(intent.payment_method),
        card: cardOf(intent.payment_method),
      };
    },

    async createTrialSubscription({ customerId, userId, setupIntentId, paymentMethodId }) {
      // The customer's default card is what a later restart (after a cancellation) charges.
      await stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
      });
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price }],
          trial_period_days: TRIAL_DAYS,
          default_payment_method: paymentMethodId,
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { userId },
        },
        { idempotencyKey: `halfwise-subscription-${userId}-${setupIntentId}` },
      );
      return toSubscriptionInfo(subscription);
    },

    async restartSubscription({ customerId, userId, previousSubscriptionId }) {
      const subscription = await cardErrors(() =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price }],
            payment_behavior: 'error_if_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { userId },
          },
          { idempotencyKey: `halfwise-restart-${userId}-${previousSubscriptionId ?? 'none'}` },
        ),
      );
      return toSubscriptionInfo(subscription);
    },

    async setCancelAtPeriodEnd({ subscriptionId }, cancel) {
      const subscription = await stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: cancel,
      });
      return toSubscriptionInfo(subscription);
    },

    async setTrialEnd({ subscriptionId }, trialEnd) {
      const subscription = await stripe.subscriptions.update(subscriptionId, {
        trial_end: Math.floor(trialEnd.getTime() / 1000),
        proration_behavior: 'none',
      });
      return toSubscriptionInfo(subscription);
    },

    async cancelSubscriptionNow({ subscriptionId }) {
      // One that Stripe no longer has (or has already ended) needs nothing more.
      await retrieveOrNull(() => stripe.subscriptions.cancel(subscriptionId));
    },

    async setDefaultPaymentMethod({ customerId, subscriptionId, paymentMethodId }) {
      await stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
      });
      if (subscriptionId) {
        await stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId });
      }
    },

    async defaultCard(customerId) {
      const customer = await retrieveOrNull(() =>
        stripe.customers.retrieve(customerId, { expand: ['invoice_settings.default_payment_method'] }),
      );
      if (!customer || customer.deleted) return null;
      return cardOf(customer.invoice_settings.default_payment_method);
    },
  };
}

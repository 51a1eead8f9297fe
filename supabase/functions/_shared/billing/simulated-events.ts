import { STRIPE_API_VERSION } from './stripe-provider.ts';
import { stripeShapedId } from './stripe-ids.ts';

/** A subscription as the simulated provider keeps it (times in Unix seconds, as Stripe sends them). */
export interface SimulatedSubscription {
  id: string;
  customerId: string;
  userId: string;
  priceId: string;
  status: 'trialing' | 'active' | 'canceled';
  cancelAtPeriodEnd: boolean;
  paymentMethodId: string | null;
  created: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
}

export const unixNow = () => Math.floor(Date.now() / 1000);

/** The subscription in Stripe's JSON shape (API version STRIPE_API_VERSION: the period is on the item). */
export function subscriptionJson(subscription: SimulatedSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    created: subscription.created,
    default_payment_method: subscription.paymentMethodId,
    metadata: { userId: subscription.userId },
    trial_start: subscription.trialStart,
    trial_end: subscription.trialEnd,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id.slice(4)}`,
          object: 'subscription_item',
          price: { id: subscription.priceId, object: 'price' },
          quantity: 1,
          current_period_start: subscription.currentPeriodStart,
          current_period_end: subscription.currentPeriodEnd,
        },
      ],
    },
    livemode: false,
  };
}

/** The first invoice of a subscription: nothing to pay during a trial, the price otherwise. */
export function invoiceJson(subscription: SimulatedSubscription, amountCents: number) {
  return {
    id: stripeShapedId('in'),
    object: 'invoice',
    customer: subscription.customerId,
    status: 'paid',
    amount_due: amountCents,
    amount_paid: amountCents,
    currency: 'usd',
    billing_reason: 'subscription_create',
    created: unixNow(),
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: { userId: subscription.userId } },
    },
    livemode: false,
  };
}

export function eventJson(type: string, object: { object: string }) {
  return {
    id: stripeShapedId('evt'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: unixNow(),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

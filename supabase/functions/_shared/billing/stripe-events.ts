import type Stripe from 'stripe';
import { subscriptionColumns } from './profile-billing.ts';
import { idOf, toSubscriptionInfo } from './stripe-provider.ts';

/** What one Stripe event means for a profile: found by its customer (or the userId our metadata carries). */
export interface BillingChange {
  customerId: string;
  userId: string | null;
  subscriptionId: string | null;
  columns: Record<string, string | boolean | Date | null>;
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const userIdIn = (metadata: Stripe.Metadata | null | undefined) => {
  const userId = metadata?.userId;
  return userId && UUID.test(userId) ? userId : null;
};

function invoiceChange(invoice: Stripe.Invoice, status: string | null): BillingChange | null {
  const customerId = idOf(invoice.customer);
  if (!customerId) return null;
  const details = invoice.parent?.subscription_details;
  return {
    customerId,
    userId: userIdIn(details?.metadata),
    subscriptionId: idOf(details?.subscription),
    columns: status ? { subscription_status: status } : {},
  };
}

/** The profile change an event asks for, or null for events billing does not act on. */
export function billingChangeOf(event: Stripe.Event): BillingChange | null {
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription;
    const info = toSubscriptionInfo(subscription);
    return {
      customerId: info.customerId,
      userId: userIdIn(subscription.metadata),
      subscriptionId: info.id,
      columns: subscriptionColumns(info),
    };
  }
  if (event.type === 'invoice.paid') {
    const invoice = event.data.object;
    // The first invoice of a trial is paid with nothing due: the subscription events carry that state.
    return invoiceChange(invoice, invoice.amount_paid > 0 ? 'active' : null);
  }
  if (event.type === 'invoice.payment_failed') return invoiceChange(event.data.object, 'past_due');
  return null;
}

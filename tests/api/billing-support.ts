// Helpers for the billing API tests: card setup through the simulated provider, signed webhook deliveries.
import Stripe from 'stripe';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../../supabase/local/config.ts';
import { apiClient, GATEWAY_URL, type ApiResponse } from './support.ts';

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const INSUFFICIENT_FUNDS_CARD = '4000 0000 0000 9995';
export const MASTERCARD = '5555 5555 5555 4444';

export interface BillingUser {
  api: ReturnType<typeof apiClient>;
  token: string;
  userId: string;
}

export async function newBillingUser(): Promise<BillingUser> {
  const api = apiClient();
  const session = await api.register();
  return { api, token: session.token, userId: session.user.id };
}

export async function createSetupIntent(user: BillingUser): Promise<string> {
  const response = await user.api.post<{ setupIntentId: string }>('/api/create-subscription-auth', {
    token: user.token,
  });
  if (response.status !== 200) throw new Error(`setup failed: ${response.status}`);
  return response.body.setupIntentId;
}

export function confirmCard(user: BillingUser, setupIntentId: string, cardNumber = GOOD_CARD) {
  return user.api.post('/api/billing/test-card/confirm', {
    token: user.token,
    body: { setupIntentId, cardNumber, expiry: '12/40', cvc: '123' },
  });
}

/** A SetupIntent of this user with the card confirmed, as the payment page leaves it. */
export async function confirmedSetupIntent(user: BillingUser, cardNumber = GOOD_CARD): Promise<string> {
  const setupIntentId = await createSetupIntent(user);
  const confirmed = await confirmCard(user, setupIntentId, cardNumber);
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status}`);
  return setupIntentId;
}

export interface CompletedSubscription {
  status: string;
  trialEndDate: string;
  eventId: string;
  card: { brand: string; last4: string };
}

export async function subscribe(user: BillingUser): Promise<ApiResponse<CompletedSubscription>> {
  const setupIntentId = await confirmedSetupIntent(user);
  return user.api.post<CompletedSubscription>('/api/complete-subscription', {
    token: user.token,
    body: { setupIntentId },
  });
}

/** Retries `read` until `done` holds (webhooks arrive asynchronously); fails after a generous wait. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition never held');
}

const signer = new Stripe('sk_test_signing_only');

/** POSTs an event to the stripe-webhook function, signed with the local stack's secret (or `secret`). */
export async function deliverEvent(event: object, secret = LOCAL_STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const response = await fetch(`${GATEWAY_URL}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let sequence = 0;
export const stripeId = (prefix: string) =>
  `${prefix}_test${Date.now().toString(36)}${(sequence++).toString(36)}`;

export function stripeEvent(type: string, object: object, created: number) {
  return { id: stripeId('evt'), object: 'event', type, created, data: { object }, livemode: false };
}

export interface SubscriptionFields {
  id: string;
  customer: string;
  status: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd: number;
  trialEnd?: number;
  userId?: string;
}

export function subscriptionObject(fields: SubscriptionFields) {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    trial_start: fields.trialEnd ? fields.trialEnd - 7 * 86_400 : null,
    trial_end: fields.trialEnd ?? null,
    metadata: fields.userId ? { userId: fields.userId } : {},
    items: {
      object: 'list',
      data: [{ id: 'si_test', object: 'subscription_item', current_period_end: fields.periodEnd }],
    },
  };
}

export function invoiceObject(customer: string, subscription: string, amountPaid: number) {
  return {
    id: stripeId('in'),
    object: 'invoice',
    customer,
    amount_paid: amountPaid,
    parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
  };
}

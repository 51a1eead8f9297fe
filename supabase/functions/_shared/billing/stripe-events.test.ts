import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { profileStatusOf } from './status.ts';
import { billingChangeOf } from './stripe-events.ts';

const USER = '6f1c1f44-1d8a-4c4e-9a43-2b9a4f2f0a11';
const event = (type: string, object: object) =>
  ({ id: 'evt_1', type, created: 1, data: { object } }) as Stripe.Event;
const subscription = {
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'past_due',
  cancel_at_period_end: true,
  trial_start: null,
  trial_end: null,
  metadata: { userId: USER },
  items: { data: [{ current_period_end: 1_800_000_000 }] },
};
const invoice = (amount_paid: number) => ({
  id: 'in_1',
  object: 'invoice',
  customer: 'cus_1',
  amount_paid,
  parent: { subscription_details: { subscription: 'sub_1', metadata: { userId: 'not-a-uuid' } } },
});

describe('what a Stripe event changes', () => {
  it('maps every Stripe subscription status to ours', () => {
    const statuses = [
      'trialing',
      'active',
      'past_due',
      'unpaid',
      'canceled',
      'incomplete',
      'incomplete_expired',
    ];
    expect(statuses.map(profileStatusOf)).toEqual([
      'trialing',
      'active',
      'past_due',
      'past_due',
      'cancelled',
      'incomplete',
      'inactive',
    ]);
  });

  it('takes status, ids, cancellation and period from a subscription event', () => {
    expect(billingChangeOf(event('customer.subscription.updated', subscription))).toEqual({
      customerId: 'cus_1',
      userId: USER,
      subscriptionId: 'sub_1',
      columns: {
        stripe_customer_id: 'cus_1',
        stripe_subscription_id: 'sub_1',
        subscription_status: 'past_due',
        cancel_at_period_end: true,
        current_period_end: new Date(1_800_000_000_000),
      },
    });
  });

  it('marks a failed invoice past due; a paid one active only when money was paid', () => {
    expect(billingChangeOf(event('invoice.payment_failed', invoice(0)))?.columns).toEqual({
      subscription_status: 'past_due',
    });
    expect(billingChangeOf(event('invoice.paid', invoice(199)))?.columns).toEqual({
      subscription_status: 'active',
    });
    expect(billingChangeOf(event('invoice.paid', invoice(0)))).toMatchObject({ columns: {}, userId: null });
  });

  it('leaves other events alone', () => {
    expect(billingChangeOf(event('customer.created', { id: 'cus_1', object: 'customer' }))).toBeNull();
  });
});

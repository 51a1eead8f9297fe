// The stripe-webhook function over HTTP: signed events (the SDK's test-header helper) change the profile once,
// in order; a bad signature changes nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deliverEvent,
  invoiceObject,
  newBillingUser,
  stripeEvent,
  stripeId,
  subscriptionObject,
  type SubscriptionFields,
} from './billing-support.ts';
import { useDatabase } from './support.ts';
import { MALFORMED_EVENT } from '../../supabase/functions/_shared/billing/stripe-event-shape.ts';

const sql = useDatabase();

interface BillingRow {
  subscription_status: string;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
}

const now = Math.floor(Date.now() / 1000);
let userId: string;
let customer: string;
let subscription: string;

const billingRow = async () =>
  (
    await sql<BillingRow[]>`
      select subscription_status, cancel_at_period_end, current_period_end, stripe_customer_id, stripe_subscription_id
      from public.profiles where id = ${userId}`
  )[0];
const recorded = async (eventId: string) =>
  (await sql`select 1 from public.stripe_events where id = ${eventId}`).length === 1;
const subscriptionEvent = (type: string, created: number, fields: Partial<SubscriptionFields>) =>
  stripeEvent(
    type,
    subscriptionObject({
      id: subscription,
      customer,
      status: 'active',
      periodEnd: now + 30 * 86_400,
      ...fields,
    }),
    created,
  );

beforeEach(async () => {
  ({ userId } = await newBillingUser());
  customer = stripeId('cus');
  subscription = stripeId('sub');
  await sql`
    update public.profiles
    set stripe_customer_id = ${customer}, stripe_subscription_id = ${subscription}, subscription_status = 'trialing'
    where id = ${userId}`;
});

describe('stripe-webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const event = subscriptionEvent('customer.subscription.updated', now, { status: 'canceled' });
    const response = await deliverEvent(event, 'whsec_not_ours');
    expect([response.status, response.body]).toEqual([400, { message: 'Invalid Stripe signature' }]);
    expect((await billingRow())?.subscription_status).toBe('trialing');
    expect(await recorded(event.id)).toBe(false);
  });

  it.each([
    [
      'without data',
      (event: Record<string, unknown>): Record<string, unknown> => ({ ...event, data: undefined }),
    ],
    [
      'without its subscription items',
      (event: Record<string, unknown>): Record<string, unknown> => ({
        ...event,
        data: { object: { id: 'sub_x', customer: 'cus_x', status: 'active', cancel_at_period_end: false } },
      }),
    ],
  ])('refuses a signed event %s with 400 and changes nothing', async (_, damage) => {
    const event = damage(subscriptionEvent('customer.subscription.updated', now, { status: 'canceled' }));
    const response = await deliverEvent(event);
    expect([response.status, response.body]).toEqual([400, { message: MALFORMED_EVENT }]);
    expect((await billingRow())?.subscription_status).toBe('trialing');
    expect(await recorded(String(event.id))).toBe(false);
  });

  it('maps the subscription status and records the period', async () => {
    const periodEnd = now + 30 * 86_400;
    const event = subscriptionEvent('customer.subscription.updated', now, { status: 'active', periodEnd });
    expect(await deliverEvent(event)).toEqual({ status: 200, body: { received: true } });
    expect(await billingRow()).toMatchObject({
      subscription_status: 'active',
      cancel_at_period_end: false,
      current_period_end: new Date(periodEnd * 1000),
    });
    expect(await recorded(event.id)).toBe(true);
  });

  it('acts on an event once: a replay answers 200 and changes nothing', async () => {
    const event = subscriptionEvent('customer.subscription.updated', now, { status: 'past_due' });
    await deliverEvent(event);
    expect((await billingRow())?.subscription_status).toBe('past_due');
    await sql`update public.profiles set subscription_status = 'active', billing_event_at = null where id = ${userId}`;

    expect(await deliverEvent(event)).toEqual({ status: 200, body: { received: true } });
    expect((await billingRow())?.subscription_status).toBe('active');
  });

  it('ignores an event older than the state the profile holds', async () => {
    const newer = subscriptionEvent('customer.subscription.updated', now + 20, { status: 'active' });
    const older = subscriptionEvent('customer.subscription.updated', now + 10, { status: 'past_due' });
    await deliverEvent(newer);
    expect((await deliverEvent(older)).status).toBe(200);
    expect((await billingRow())?.subscription_status).toBe('active');
    expect(await recorded(older.id)).toBe(true);
  });

  it('records a cancellation at period end, then the end of the subscription', async () => {
    const periodEnd = now + 5 * 86_400;
    await deliverEvent(
      subscriptionEvent('customer.subscription.updated', now, {
        status: 'active',
        cancelAtPeriodEnd: true,
        periodEnd,
      }),
    );
    expect(await billingRow()).toMatchObject({
      subscription_status: 'active',
      cancel_at_period_end: true,
      current_period_end: new Date(periodEnd * 1000),
    });
    await deliverEvent(
      subscriptionEvent('customer.subscription.deleted', now + 1, { status: 'canceled', periodEnd }),
    );
    expect((await billingRow())?.subscription_status).toBe('cancelled');
  });

  it('marks a failed invoice past due, and a paid one active again', async () => {
    await deliverEvent(stripeEvent('invoice.payment_failed', invoiceObject(customer, subscription, 0), now));
    expect((await billingRow())?.subscription_status).toBe('past_due');
    await deliverEvent(stripeEvent('invoice.paid', invoiceObject(customer, subscription, 199), now + 1));
    expect((await billingRow())?.subscription_status).toBe('active');
  });

  it('maps incomplete_expired to inactive and unpaid to past_due', async () => {
    await deliverEvent(subscriptionEvent('customer.subscription.updated', now, { status: 'unpaid' }));
    expect((await billingRow())?.subscription_status).toBe('past_due');
    await deliverEvent(
      subscriptionEvent('customer.subscription.updated', now + 1, { status: 'incomplete_expired' }),
    );
    expect((await billingRow())?.subscription_status).toBe('inactive');
  });

  it('finds a profile without a stored customer by the userId in the subscription metadata', async () => {
    await sql`update public.profiles set stripe_customer_id = null, stripe_subscription_id = null where id = ${userId}`;
    await deliverEvent(
      subscriptionEvent('customer.subscription.created', now, {
        status: 'trialing',
        trialEnd: now + 7 * 86_400,
        userId,
      }),
    );
    expect(await billingRow()).toMatchObject({
      subscription_status: 'trialing',
      stripe_customer_id: customer,
      stripe_subscription_id: subscription,
    });
  });

  it('does not let the end of an earlier subscription overwrite the current one', async () => {
    const earlier = subscriptionObject({ id: stripeId('sub'), customer, status: 'canceled', periodEnd: now });
    await deliverEvent(stripeEvent('customer.subscription.deleted', earlier, now + 5));
    expect((await billingRow())?.subscription_status).toBe('trialing');
  });

  it('accepts and records events billing does not act on', async () => {
    const event = stripeEvent('customer.created', { id: customer, object: 'customer' }, now);
    expect(await deliverEvent(event)).toEqual({ status: 200, body: { received: true } });
    expect(await recorded(event.id)).toBe(true);
  });
});

import type postgres from 'postgres';
import type Stripe from 'stripe';
import { billingChangeOf } from './stripe-events.ts';

export type EventOutcome =
  'applied' | 'replayed' | 'unhandled' | 'unknown-customer' | 'stale' | 'ended-other';

const ENDED = ['cancelled', 'inactive'];

/**
 * Acts on a verified Stripe event exactly once: its id goes into stripe_events in the same transaction as the
 * profile change (a replay changes nothing), and an event created before the profile's billing state is
 * ignored, as is the end of a subscription that is no longer the profile's.
 */
export async function applyStripeEvent(sql: postgres.Sql, event: Stripe.Event): Promise<EventOutcome> {
  const created = new Date(event.created * 1000);
  const change = billingChangeOf(event);
  return sql.begin(async (tx): Promise<EventOutcome> => {
    const fresh = await tx`
      insert into public.stripe_events (id, type, created) values (${event.id}, ${event.type}, ${created})
      on conflict (id) do nothing returning id`;
    if (fresh.length === 0) return 'replayed';
    if (!change) return 'unhandled';

    const [profile] = await tx<
      { id: string; stripe_subscription_id: string | null; billing_event_at: Date | null }[]
    >`
      select id, stripe_subscription_id, billing_event_at from public.profiles
      where stripe_customer_id = ${change.customerId}
         or (stripe_customer_id is null and id = ${change.userId})
      order by stripe_customer_id nulls last
      limit 1
      for update`;
    if (!profile) return 'unknown-customer';
    if (profile.billing_event_at && created < profile.billing_event_at) return 'stale';
    const status = change.columns.subscription_status;
    const otherSubscription =
      change.subscriptionId !== null &&
      profile.stripe_subscription_id !== null &&
      change.subscriptionId !== profile.stripe_subscription_id;
    if (otherSubscription && typeof status === 'string' && ENDED.includes(status)) return 'ended-other';

    await tx`
      update public.profiles
      set ${tx({ ...change.columns, stripe_customer_id: change.customerId, billing_event_at: created })}
      where id = ${profile.id}`;
    return 'applied';
  });
}

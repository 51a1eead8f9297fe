import type postgres from 'postgres';
import type { Tables } from '../database.types.ts';
import type { TxSql } from '../db.ts';
import type { Card, SubscriptionInfo } from './port.ts';
import { profileStatusOf } from './status.ts';

type Profile = Tables<'profiles'>;
/** The billing side of a profile as the API reads it (timestamps parsed into Dates by postgres.js). */
export type ProfileBilling = Pick<
  Profile,
  | 'email'
  | 'stripe_customer_id'
  | 'stripe_subscription_id'
  | 'subscription_status'
  | 'cancel_at_period_end'
  | 'card_brand'
  | 'card_last4'
> & { trial_end_date: Date; current_period_end: Date | null };

/** Statuses in which a subscription exists and gives access. */
export const LIVE_STATUSES: readonly string[] = ['trialing', 'active', 'past_due'];

/** Reads the caller's own billing columns (run inside `withUserTx`: RLS applies). */
export async function readProfileBilling(tx: TxSql, userId: string): Promise<ProfileBilling | undefined> {
  const [row] = await tx<ProfileBilling[]>`
    select email, stripe_customer_id, stripe_subscription_id, subscription_status, trial_end_date,
           cancel_at_period_end, current_period_end, card_brand, card_last4
    from public.profiles where id = ${userId}`;
  return row;
}

export const cardOfProfile = (row: Pick<Profile, 'card_brand' | 'card_last4'>): Card | null =>
  row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null;

/**
 * What the API writes the moment a subscription starts, so the app need not wait for the webhook: ids, status
 * and trial dates. The period and the cancellation flag come from the subscription's webhook events.
 */
export function startedSubscriptionColumns(subscription: SubscriptionInfo) {
  return {
    stripe_customer_id: subscription.customerId,
    stripe_subscription_id: subscription.id,
    subscription_status: profileStatusOf(subscription.status),
    ...(subscription.trialStart ? { trial_start_date: subscription.trialStart } : {}),
    ...(subscription.trialEnd ? { trial_end_date: subscription.trialEnd } : {}),
  };
}

/** The profile columns a full subscription snapshot sets. */
export function subscriptionColumns(subscription: SubscriptionInfo) {
  return {
    ...startedSubscriptionColumns(subscription),
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    current_period_end: subscription.currentPeriodEnd,
  };
}

export const cardColumns = (card: Card | null) => ({
  card_brand: card?.brand ?? null,
  card_last4: card?.last4 ?? null,
});

type Columns = Record<string, string | boolean | Date | null>;

/**
 * Writes server-owned billing columns as the table owner. `asOfNow` records the change as the newest billing
 * state, so webhook events created before it are ignored.
 */
export async function writeProfileBilling(
  sql: postgres.Sql,
  userId: string,
  columns: Columns,
  options: { asOfNow?: boolean } = {},
): Promise<void> {
  await sql`
    update public.profiles
    set ${sql(columns)}
      ${options.asOfNow ? sql`, billing_event_at = greatest(billing_event_at, now())` : sql``}
    where id = ${userId}`;
}

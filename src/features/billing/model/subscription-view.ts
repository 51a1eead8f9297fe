import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { daysLeftText, formatIsoDate, trialDaysLeft } from './billing-dates.ts';
import type { BillingUser } from './billing-user.ts';

/** What the Settings subscription section shows (account-and-billing §4, the status table). */
export type SubscriptionView =
  | { kind: 'active'; planLabel: string; badge: 'Active' }
  | { kind: 'trial'; planLabel: 'Free Trial'; badge: string }
  | { kind: 'pastDue'; planLabel: string; badge: 'Payment failed' }
  | { kind: 'cancelled'; planLabel: 'Cancelled'; accessEndsOn: string | null };

export const PRO_PLAN_LABEL = `${PRODUCT_NAME} Pro`;

const ENDED_STATUSES = new Set(['cancelled', 'inactive']);
const UNPAID_STATUSES = new Set(['past_due', 'incomplete']);

export function subscriptionView(user: BillingUser, now: Date): SubscriptionView {
  const status = user.subscriptionStatus;
  if ((status && ENDED_STATUSES.has(status)) || user.cancelAtPeriodEnd) {
    // A cancellation at period end keeps access until then: say until when, if that is still ahead.
    const end = user.cancelAtPeriodEnd ? user.currentPeriodEnd : null;
    const ahead = end !== null && Date.parse(end) > now.getTime();
    return { kind: 'cancelled', planLabel: 'Cancelled', accessEndsOn: ahead ? formatIsoDate(end) : null };
  }
  if (status === 'active') return { kind: 'active', planLabel: PRO_PLAN_LABEL, badge: 'Active' };
  if (status && UNPAID_STATUSES.has(status)) {
    return { kind: 'pastDue', planLabel: PRO_PLAN_LABEL, badge: 'Payment failed' };
  }
  // trialing, trial, setup_pending, absent, and any status this screen does not know: the trial row.
  return {
    kind: 'trial',
    planLabel: 'Free Trial',
    badge: daysLeftText(trialDaysLeft(user.trialEndDate, now)),
  };
}

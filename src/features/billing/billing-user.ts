import type { CurrentUser } from '../../app/session/current-user.ts';
import type { SavedCard } from './card-label.ts';

/** The subscription fields GET /api/user adds for billing (issue 5 contract). */
export interface BillingFields {
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  card: SavedCard | null;
}

export type BillingUser = Pick<CurrentUser, 'subscriptionStatus' | 'trialEndDate' | 'stripeCustomerId'> &
  BillingFields;

/** Reads the billing fields of the signed-in user, treating any the server did not send as unset. */
export function billingUser(user: CurrentUser): BillingUser {
  const extra = user as CurrentUser & Partial<BillingFields>;
  return {
    subscriptionStatus: user.subscriptionStatus,
    trialEndDate: user.trialEndDate,
    stripeCustomerId: user.stripeCustomerId,
    cancelAtPeriodEnd: extra.cancelAtPeriodEnd === true,
    currentPeriodEnd: extra.currentPeriodEnd ?? null,
    card: extra.card ?? null,
  };
}

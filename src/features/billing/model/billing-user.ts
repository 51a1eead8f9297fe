import type { CurrentUser } from '../../../app/session/current-user.ts';

/** What the subscription screens read of the signed-in user (GET /api/user). */
export type BillingUser = Pick<
  CurrentUser,
  | 'subscriptionStatus'
  | 'trialEndDate'
  | 'stripeCustomerId'
  | 'cancelAtPeriodEnd'
  | 'currentPeriodEnd'
  | 'card'
>;

import { answerOf } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';
import {
  cancelledSubscriptionSchema,
  completedSubscriptionSchema,
  reactivatedSubscriptionSchema,
  setupIntentSchema,
  testCardConfirmedSchema,
  updatedCardSchema,
} from '@halfwise/core/contract/billing.ts';
import type { SavedCard } from '../../../app/session/current-user-context.ts';

/** The billing calls of the issue 5 contract. Every one sends the stored session as Bearer. */

export interface SetupIntentAnswer {
  clientSecret: string;
  setupIntentId: string;
  mode: 'stripe' | 'test';
}

export interface CompletedSubscription {
  status: string;
  trialEndDate: string | null;
  eventId?: string;
  card: SavedCard | null;
}

export interface CancelledSubscription {
  status: string;
  cancelAtPeriodEnd: true;
  currentPeriodEnd: string | null;
}

export interface ReactivatedSubscription {
  status: string;
  cancelAtPeriodEnd: false;
}

export interface TestCardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const createSetupIntent = () => answerOf(api['create-subscription-auth'].$post(), setupIntentSchema);

export const completeSubscription = (setupIntentId: string, ttclid: string | undefined) =>
  answerOf(
    api['complete-subscription'].$post({ json: { setupIntentId, ttclid } }),
    completedSubscriptionSchema,
  );

export const completePaymentUpdate = (setupIntentId: string) =>
  answerOf(api['update-payment-complete'].$post({ json: { setupIntentId } }), updatedCardSchema);

export const cancelSubscription = () =>
  answerOf(api['cancel-subscription'].$post(), cancelledSubscriptionSchema);

/** A 409 with `needsCard: true` means there is no saved card to restart with. */
export const reactivateSubscription = () =>
  answerOf(api['reactivate-subscription'].$post(), reactivatedSubscriptionSchema);

/** Test mode only: the simulated provider's stand-in for Stripe.js confirming the card. */
export const confirmTestCard = (setupIntentId: string, card: TestCardDetails) =>
  answerOf(
    api.billing['test-card'].confirm.$post({ json: { setupIntentId, ...card } }),
    testCardConfirmedSchema,
  );

import { apiParse } from '../../../lib/api.ts';
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

export const createSetupIntent = () => apiParse(setupIntentSchema, 'POST', '/api/create-subscription-auth');

export const completeSubscription = (setupIntentId: string, ttclid: string | undefined) =>
  apiParse(completedSubscriptionSchema, 'POST', '/api/complete-subscription', { setupIntentId, ttclid });

export const completePaymentUpdate = (setupIntentId: string) =>
  apiParse(updatedCardSchema, 'POST', '/api/update-payment-complete', { setupIntentId });

export const cancelSubscription = () =>
  apiParse(cancelledSubscriptionSchema, 'POST', '/api/cancel-subscription');

/** A 409 with `needsCard: true` means there is no saved card to restart with. */
export const reactivateSubscription = () =>
  apiParse(reactivatedSubscriptionSchema, 'POST', '/api/reactivate-subscription');

/** Test mode only: the simulated provider's stand-in for Stripe.js confirming the card. */
export const confirmTestCard = (setupIntentId: string, card: TestCardDetails) =>
  apiParse(testCardConfirmedSchema, 'POST', '/api/billing/test-card/confirm', { setupIntentId, ...card });

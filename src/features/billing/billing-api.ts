import { apiJson } from '../../lib/api.ts';
import type { SavedCard } from './card-label.ts';

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

export const createSetupIntent = () => apiJson<SetupIntentAnswer>('POST', '/api/create-subscription-auth');

export const completeSubscription = (setupIntentId: string, ttclid: string | undefined) =>
  apiJson<CompletedSubscription>('POST', '/api/complete-subscription', { setupIntentId, ttclid });

export const completePaymentUpdate = (setupIntentId: string) =>
  apiJson<{ card: SavedCard | null }>('POST', '/api/update-payment-complete', { setupIntentId });

export const cancelSubscription = () => apiJson<CancelledSubscription>('POST', '/api/cancel-subscription');

/** A 409 with `needsCard: true` means there is no saved card to restart with. */
export const reactivateSubscription = () =>
  apiJson<ReactivatedSubscription>('POST', '/api/reactivate-subscription');

/** Test mode only: the simulated provider's stand-in for Stripe.js confirming the card. */
export const confirmTestCard = (setupIntentId: string, card: TestCardDetails) =>
  apiJson<{ status: string }>('POST', '/api/billing/test-card/confirm', { setupIntentId, ...card });

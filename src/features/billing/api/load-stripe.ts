import type { Stripe } from '@stripe/stripe-js';

let stripe: Promise<Stripe | null> | undefined;

/**
 * Stripe.js from Stripe's own host, fetched the first time a card form needs it (the `pure` entry does not
 * load it on import, so test mode and every other screen never touch Stripe).
 */
export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  stripe ??= import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
  return stripe;
}

import type { ApiConfig } from '../config.ts';
import type { BillingPort } from './port.ts';
import { createSimulatedProvider } from './simulated-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createWebhookDelivery } from './webhook-delivery.ts';

/** The simulated provider's price id when STRIPE_PRICE_ID is unset. */
const SIMULATED_PRICE_ID = 'price_local_monthly';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the simulated provider. */
export function createBillingProvider(config: ApiConfig): BillingPort {
  const { secretKey, priceId, webhookSecret } = config.stripe;
  if (secretKey) {
    if (!priceId)
      throw new Error('Invalid function configuration: STRIPE_PRICE_ID is required with STRIPE_SECRET_KEY');
    return createStripeProvider({ secretKey, priceId });
  }
  const url = `${config.supabaseUrl}/functions/v1/stripe-webhook`;
  return createSimulatedProvider({
    priceId: priceId ?? SIMULATED_PRICE_ID,
    deliver: webhookSecret
      ? createWebhookDelivery({ url, secret: webhookSecret })
      : (event) => console.warn(`Simulated billing: STRIPE_WEBHOOK_SECRET is unset, ${event.type} not sent`),
  });
}

import { Hono } from 'hono';
import Stripe from 'stripe';
import type { ApiConfig } from '../_shared/config.ts';
import { handleError, handleNotFound, HttpError } from '../_shared/errors.ts';
import { requestLog } from '../_shared/request-log.ts';

/** The one place Stripe events are acted on. Billing work (and the stripe_events idempotency row) goes here. */
async function handleStripeEvent(event: Stripe.Event): Promise<void> {
  console.log(`Stripe event ${event.id} (${event.type}) received; no handler yet`);
}

/**
 * The `stripe-webhook` Edge Function (verify_jwt = false): Stripe calls it directly, so the signature on the
 * raw body is the only proof of origin.
 */
export function createWebhookApp(config: ApiConfig): Hono {
  const secret = config.stripe.webhookSecret;
  // The key is only needed for API calls; signature checks work without one.
  const stripe = new Stripe(config.stripe.secretKey ?? 'sk_test_unset', {
    httpClient: Stripe.createFetchHttpClient(),
  });
  const cryptoProvider = Stripe.createSubtleCryptoProvider();

  const app = new Hono();
  app.use('*', requestLog());
  app.post('/stripe-webhook', async (c) => {
    if (!secret) throw new HttpError(503, 'Stripe webhooks are not configured');
    const signature = c.req.header('stripe-signature');
    if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header');
    const body = await c.req.text();
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(body, signature, secret, undefined, cryptoProvider);
    } catch {
      throw new HttpError(400, 'Invalid Stripe signature');
    }
    await handleStripeEvent(event);
    return c.json({ received: true });
  });
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

import { Hono } from 'hono';
import Stripe from 'stripe';
import { applyStripeEvent, type EventOutcome } from '../_shared/billing/apply-stripe-event.ts';
import { isReadableEvent, MALFORMED_EVENT } from '../_shared/billing/stripe-event-shape.ts';
import { createOwnerSql } from '../_shared/billing/owner-db.ts';
import type { ApiConfig } from '../_shared/config.ts';
import { handleError, handleNotFound, HttpError } from '../_shared/errors.ts';
import { requestLog } from '../_shared/request-log.ts';
import { limitBodySize, MAX_SERVICE_BODY_BYTES } from '../_shared/body-limit.ts';

export type HandleStripeEvent = (event: Stripe.Event) => Promise<EventOutcome>;

function eventsIntoDatabase(config: ApiConfig): HandleStripeEvent {
  const owner = createOwnerSql(config);
  return (event) => applyStripeEvent(owner, event);
}

/**
 * The `stripe-webhook` Edge Function (verify_jwt = false): Stripe calls it directly, so the signature on the
 * raw body is the only proof of origin. It has no user token: it writes billing state as the table owner.
 */
export function createWebhookApp(config: ApiConfig, handleEvent?: HandleStripeEvent): Hono {
  const secret = config.stripe.webhookSecret;
  // The key is only needed for API calls; signature checks work without one.
  const stripe = new Stripe(config.stripe.secretKey ?? 'sk_test_unset', {
    httpClient: Stripe.createFetchHttpClient(),
  });
  const cryptoProvider = Stripe.createSubtleCryptoProvider();
  const handle = handleEvent ?? eventsIntoDatabase(config);

  const app = new Hono();
  app.use('*', requestLog());
  app.use('*', limitBodySize(MAX_SERVICE_BODY_BYTES));
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
    if (!isReadableEvent(event)) throw new HttpError(400, MALFORMED_EVENT);
    const outcome = await handle(event);
    if (outcome !== 'applied') console.log(`Stripe event ${event.id} (${event.type}): ${outcome}`);
    return c.json({ received: true });
  });
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

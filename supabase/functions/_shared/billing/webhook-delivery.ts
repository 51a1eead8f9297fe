import Stripe from 'stripe';

export interface WebhookDeliveryOptions {
  url: string;
  secret: string;
  /** Delays between attempts; one attempt more than there are delays. */
  retryDelaysMs?: number[];
  fetch?: typeof fetch;
}

export type DeliverEvent = (event: { id: string; type: string }) => void;

const cryptoProvider = Stripe.createSubtleCryptoProvider();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends events as Stripe does: a POST of the JSON body with a `Stripe-Signature` header made by the SDK's own
 * test-header helper. Fire-and-forget: `deliver` returns at once, events go out one at a time in the order
 * given (each retried on failure), and nothing waits for them.
 */
export function createWebhookDelivery(options: WebhookDeliveryOptions): DeliverEvent {
  const send = options.fetch ?? fetch;
  const delays = options.retryDelaysMs ?? [250, 1000, 4000];
  const signer = new Stripe('sk_test_signing_only');
  let queue: Promise<void> = Promise.resolve();

  async function attempt(payload: string): Promise<boolean> {
    const signature = await signer.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: options.secret,
      cryptoProvider,
    });
    try {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }

  async function deliverWithRetry(event: { id: string; type: string }): Promise<void> {
    const payload = JSON.stringify(event);
    for (let tried = 0; ; tried++) {
      if (await attempt(payload)) return;
      const delay = delays[tried];
      if (delay === undefined) break;
      await sleep(delay);
    }
    console.error(`Simulated billing: could not deliver ${event.type} ${event.id} to ${options.url}`);
  }

  return (event) => {
    queue = queue.then(() => deliverWithRetry(event));
  };
}

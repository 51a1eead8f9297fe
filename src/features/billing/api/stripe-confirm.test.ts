import type { SetupIntentResult, Stripe, StripeElements } from '@stripe/stripe-js';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { confirmWithStripe } from './stripe-confirm.ts';

const elements = {} as StripeElements;
let sent: unknown[];

function stripeAnswering(result: unknown): Pick<Stripe, 'confirmSetup'> {
  const confirmSetup = (options: unknown) => {
    sent.push(options);
    return Promise.resolve(result as SetupIntentResult);
  };
  return { confirmSetup } as Pick<Stripe, 'confirmSetup'>;
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal('window', { location: { origin: 'https://app.example' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('confirms without a redirect unless needed, with the country fixed to US', async () => {
  const stripe = stripeAnswering({ setupIntent: { status: 'succeeded' } });
  expect(await confirmWithStripe({ stripe, elements }, 'seti_1')).toEqual({
    outcome: 'confirmed',
    setupIntentId: 'seti_1',
    status: 'succeeded',
  });
  expect(sent).toEqual([
    {
      elements,
      redirect: 'if_required',
      confirmParams: {
        return_url: 'https://app.example/payment',
        payment_method_data: { billing_details: { address: { country: 'US' } } },
      },
    },
  ]);
});

it("reports Stripe's card and validation errors as card errors, anything else as a failure", async () => {
  const declined = stripeAnswering({ error: { type: 'card_error', message: 'Your card was declined.' } });
  expect(await confirmWithStripe({ stripe: declined, elements }, 'seti_1')).toEqual({
    outcome: 'cardError',
    message: 'Your card was declined.',
  });
  const incomplete = stripeAnswering({ error: { type: 'validation_error' } });
  expect(await confirmWithStripe({ stripe: incomplete, elements }, 'seti_1')).toEqual({
    outcome: 'cardError',
    message: null,
  });
  const down = stripeAnswering({ error: { type: 'api_connection_error', message: 'Network down' } });
  expect(await confirmWithStripe({ stripe: down, elements }, 'seti_1')).toEqual({
    outcome: 'failed',
    message: 'Network down',
  });
});

// The billing requests at the fetch boundary (msw), the Update Card flags in the browser's storage, and Stripe.js
// loaded once, with a stand-in for the script Stripe's host serves (window.Stripe, as the real script defines it).
import type { Stripe } from '@stripe/stripe-js';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { billingServer } from '../../../test-support/component/billing-server.ts';
import {
  cancelSubscription,
  completePaymentUpdate,
  completeSubscription,
  confirmTestCard,
  createSetupIntent,
  reactivateSubscription,
} from './billing-api.ts';
import { loadStripeOnce } from './load-stripe.ts';
import { enterUpdateMode, leaveUpdateMode, updateModeRequested } from './payment-flags.ts';

/** Answers each billing path with `respond` (its answer below, by default), noting what was sent. */
function billingAnswering(respond: (path: string) => Response = (path) => HttpResponse.json(ANSWERS[path])) {
  const billing = billingServer();
  for (const path of Object.keys(ANSWERS)) billing.answer(path, () => respond(path));
  return billing.sent;
}

const CARD = { brand: 'visa', last4: '4242' };
const ANSWERS: Record<string, object> = {
  '/api/create-subscription-auth': { clientSecret: 'seti_1_secret_x', setupIntentId: 'seti_1', mode: 'test' },
  '/api/complete-subscription': {
    status: 'trialing',
    trialEndDate: '2026-12-10',
    eventId: 'ev_1',
    card: CARD,
  },
  '/api/update-payment-complete': { card: CARD },
  '/api/cancel-subscription': { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: '2026-12-26' },
  '/api/reactivate-subscription': { status: 'active', cancelAtPeriodEnd: false },
  '/api/billing/test-card/confirm': { status: 'succeeded' },
};

describe('billing requests', () => {
  it('each posts to its endpoint what the contract names and reads its answer', async () => {
    const sent = billingAnswering();
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    await expect(createSetupIntent()).resolves.toEqual(ANSWERS['/api/create-subscription-auth']);
    await expect(completeSubscription('seti_1', 'click-9')).resolves.toEqual(
      ANSWERS['/api/complete-subscription'],
    );
    await expect(completeSubscription('seti_2', undefined)).resolves.toEqual(
      ANSWERS['/api/complete-subscription'],
    );
    await expect(completePaymentUpdate('seti_3')).resolves.toEqual({ card: CARD });
    await expect(cancelSubscription()).resolves.toEqual(ANSWERS['/api/cancel-subscription']);
    await expect(reactivateSubscription()).resolves.toEqual(ANSWERS['/api/reactivate-subscription']);
    await expect(confirmTestCard('seti_4', card)).resolves.toEqual({ status: 'succeeded' });
    expect(sent).toEqual([
      { method: 'POST', path: '/api/create-subscription-auth', body: undefined },
      {
        method: 'POST',
        path: '/api/complete-subscription',
        body: { setupIntentId: 'seti_1', ttclid: 'click-9' },
      },
      { method: 'POST', path: '/api/complete-subscription', body: { setupIntentId: 'seti_2' } },
      { method: 'POST', path: '/api/update-payment-complete', body: { setupIntentId: 'seti_3' } },
      { method: 'POST', path: '/api/cancel-subscription', body: undefined },
      { method: 'POST', path: '/api/reactivate-subscription', body: undefined },
      { method: 'POST', path: '/api/billing/test-card/confirm', body: { setupIntentId: 'seti_4', ...card } },
    ]);
  });

  it('a refusal throws the status and the server message', async () => {
    billingAnswering(() => HttpResponse.json({ message: 'No saved card', needsCard: true }, { status: 409 }));
    const refusal = await reactivateSubscription().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(409);
    expect(JSON.parse((refusal as ApiError).body)).toEqual({ message: 'No saved card', needsCard: true });
  });
});

describe('Update Card flags', () => {
  it('are set before going to the payment page, read there, and cleared after', () => {
    expect(updateModeRequested()).toBe(false);
    enterUpdateMode();
    expect(updateModeRequested()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.paymentUpdateMode)).toBe('true');
    // A placeholder secret (the page asks the server for a real one), never an empty one.
    expect(localStorage.getItem(STORAGE_KEYS.paymentSetupSecret)).toMatch(/\S/);
    leaveUpdateMode();
    expect(updateModeRequested()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.paymentUpdateMode)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.paymentSetupSecret)).toBeNull();
  });

  it('ask for update mode only with the exact flag', () => {
    localStorage.setItem(STORAGE_KEYS.paymentUpdateMode, 'false');
    expect(updateModeRequested()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.paymentUpdateMode, '');
    expect(updateModeRequested()).toBe(false);
  });
});

describe('loadStripeOnce', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'Stripe');
  });

  it('builds Stripe with the publishable key once, however many card forms ask', async () => {
    const instance = { confirmSetup: vi.fn() } as unknown as Stripe;
    const built: unknown[][] = [];
    // The script from Stripe's host defines window.Stripe, a function building the instance from the key.
    const standIn = (...args: unknown[]) => {
      built.push(args);
      return instance;
    };
    Object.assign(window, { Stripe: Object.assign(standIn, { version: 3 }) });
    const first = loadStripeOnce('pk_live_component');
    const second = loadStripeOnce('pk_live_other');
    expect(second).toBe(first);
    await expect(first).resolves.toBe(instance);
    await expect(second).resolves.toBe(instance);
    expect(built).toEqual([['pk_live_component']]);
  });
});

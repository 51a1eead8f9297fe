import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../_shared/config.ts';
import { createWebhookApp } from './app.ts';

const SECRET = 'whsec_test_secret';
const baseEnv: Record<string, string> = {
  SUPABASE_URL: 'http://127.0.0.1:1',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_DB_URL: 'postgres://unused',
  APP_ORIGIN: 'http://127.0.0.1:1',
  ACCESS_CODE: 'unused',
};
// Events that passed the signature check; the database work behind them is tested in tests/api.
let handled: string[] = [];
const appWith = (env: Record<string, string>) =>
  createWebhookApp(
    readConfig((name) => env[name]),
    async (event) => {
      handled.push(event.id);
      return 'applied';
    },
  );
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'customer.subscription.updated',
  created: 1_780_000_000,
  data: {
    object: {
      id: 'sub_1',
      customer: 'cus_1',
      status: 'active',
      cancel_at_period_end: false,
      items: { data: [{ current_period_end: 1_782_592_000 }] },
    },
  },
});

async function signed(body: string, secret: string): Promise<string> {
  return new Stripe('sk_test_unused').webhooks.generateTestHeaderStringAsync({ payload: body, secret });
}

const post = (app: ReturnType<typeof appWith>, body: string, signature?: string) =>
  app.request('/stripe-webhook', {
    method: 'POST',
    body,
    headers: signature ? { 'Stripe-Signature': signature } : {},
  });

describe('stripe-webhook', () => {
  const app = appWith({ ...baseEnv, STRIPE_WEBHOOK_SECRET: SECRET });
  beforeEach(() => {
    handled = [];
  });

  it('accepts an event signed with the endpoint secret', async () => {
    const response = await post(app, payload, await signed(payload, SECRET));
    expect([response.status, await response.json()]).toEqual([200, { received: true }]);
    expect(handled).toEqual(['evt_1']);
  });

  it('refuses a signature made with another secret, or over another body', async () => {
    const wrongSecret = await post(app, payload, await signed(payload, 'whsec_other'));
    expect([wrongSecret.status, await wrongSecret.json()]).toEqual([
      400,
      { message: 'Invalid Stripe signature' },
    ]);
    const tampered = await post(app, payload.replace('evt_1', 'evt_2'), await signed(payload, SECRET));
    expect(tampered.status).toBe(400);
    expect(handled).toEqual([]);
  });

  it('refuses a request without a signature', async () => {
    const response = await post(app, payload);
    expect([response.status, await response.json()]).toEqual([
      400,
      { message: 'Missing Stripe-Signature header' },
    ]);
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const response = await post(appWith(baseEnv), payload, await signed(payload, SECRET));
    expect([response.status, await response.json()]).toEqual([
      503,
      { message: 'Stripe webhooks are not configured' },
    ]);
  });
});

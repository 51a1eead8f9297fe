import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { CardError } from './port.ts';
import { createStripeProvider, STRIPE_API_VERSION } from './stripe-provider.ts';

const USER = '6f1c1f44-1d8a-4c4e-9a43-2b9a4f2f0a11';
const PRICE = 'price_monthly_199';

interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  form: Record<string, string>;
}

type Reply = { status: number; body: unknown };

class JsonResponse extends Stripe.HttpClientResponse {
  constructor(private readonly reply: Reply) {
    super(reply.status, {});
  }
  override getRawResponse() {
    return this.reply;
  }
  override toStream(): unknown {
    throw new Error('streams are not recorded');
  }
  override toJSON() {
    return Promise.resolve(this.reply.body);
  }
}

/** Stands in for the network: records each request the SDK would send and answers from `replies`. */
class RecordingHttpClient extends Stripe.HttpClient {
  readonly sent: SentRequest[] = [];
  constructor(private readonly replies: (request: SentRequest) => Reply) {
    super();
  }
  override getClientName() {
    return 'recorder';
  }
  override makeRequest(
    _host: string,
    _port: string,
    pathWithQuery: string,
    method: string,
    headers: Record<string, string | number | string[]>,
    requestData: string,
  ) {
    const [path = '', query = ''] = pathWithQuery.split('?');
    const request: SentRequest = {
      method,
      path,
      query: new URLSearchParams(query),
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v)])),
      form: Object.fromEntries(new URLSearchParams(requestData ?? '')),
    };
    this.sent.push(request);
    return Promise.resolve(new JsonResponse(this.replies(request)));
  }
}

const subscription = (fields: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'trialing',
  cancel_at_period_end: false,
  trial_start: 1_800_000_000,
  trial_end: 1_800_604_800,
  items: {
    object: 'list',
    data: [{ id: 'si_1', object: 'subscription_item', current_period_end: 1_800_604_800 }],
  },
  metadata: { userId: USER },
  ...fields,
});
const ok = (body: unknown): Reply => ({ status: 200, body });
const stripeError = (status: number, error: Record<string, string>): Reply => ({ status, body: { error } });

function defaultReplies(request: SentRequest): Reply {
  const route = `${request.method} ${request.path}`;
  if (route === 'GET /v1/customers/search') return ok({ object: 'search_result', data: [], has_more: false });
  if (route === 'POST /v1/customers')
    return ok({ id: 'cus_1', object: 'customer', metadata: { userId: USER } });
  if (route === 'POST /v1/customers/cus_1') return ok({ id: 'cus_1', object: 'customer', metadata: {} });
  if (route === 'POST /v1/setup_intents')
    return ok({
      id: 'seti_1',
      object: 'setup_intent',
      client_secret: 'seti_1_secret_abc',
      status: 'requires_payment_method',
    });
  if (route === 'POST /v1/subscriptions') return ok(subscription());
  if (route === 'POST /v1/subscriptions/sub_1')
    return ok(subscription({ cancel_at_period_end: request.form.cancel_at_period_end === 'true' }));
  return stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${route}`,
  });
}

let http: RecordingHttpClient;
let replies: (request: SentRequest) => Reply;
const provider = () =>
  createStripeProvider({ secretKey: 'sk_test_recorded', priceId: PRICE, httpClient: http });

beforeEach(() => {
  replies = defaultReplies;
  http = new RecordingHttpClient((request) => replies(request));
});

describe('Stripe provider: what it would send', () => {
  it('pins the API version on every request', async () => {
    await provider().createSetupIntent({ customerId: 'cus_1', userId: USER });
    expect(http.sent[0]?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
  });

  it('looks for the customer by our user id, then creates one with that metadata and a key from our id', async () => {
    const customerId = await provider().findOrCreateCustomer({
      userId: USER,
      email: 'a@b.co',
      knownCustomerId: null,
    });
    expect(customerId).toBe('cus_1');
    const [search, create] = http.sent;
    expect(search?.query.get('query')).toBe(`metadata['userId']:'${USER}'`);
    expect(create?.form).toEqual({ email: 'a@b.co', 'metadata[userId]': USER });
    expect(create?.headers['idempotency-key']).toBe(`halfwise-customer-${USER}`);
  });

  it('uses the customer the profile already holds without asking Stripe', async () => {
    expect(
      await provider().findOrCreateCustomer({ userId: USER, email: null, knownCustomerId: 'cus_9' }),
    ).toBe('cus_9');
    expect(http.sent).toEqual([]);
  });

  it('creates an off-session card SetupIntent for the customer', async () => {
    const intent = await provider().createSetupIntent({ customerId: 'cus_1', userId: USER });
    expect(intent).toEqual({ id: 'seti_1', clientSecret: 'seti_1_secret_abc' });
    expect(http.sent[0]?.form).toMatchObject({
      customer: 'cus_1',
      usage: 'off_session',
      'metadata[userId]': USER,
    });
  });

  it('starts the subscription: price, 7-day trial, default card, saved on the subscription, key from our ids', async () => {
    const started = await provider().createTrialSubscription({
      customerId: 'cus_1',
      userId: USER,
      setupIntentId: 'seti_1',
      paymentMethodId: 'pm_1',
    });
    const [customerUpdate, create] = http.sent;
    expect(customerUpdate?.form).toEqual({ 'invoice_settings[default_payment_method]': 'pm_1' });
    expect(create?.form).toEqual({
      customer: 'cus_1',
      'items[0][price]': PRICE,
      trial_period_days: '7',
      default_payment_method: 'pm_1',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'metadata[userId]': USER,
    });
    expect(create?.headers['idempotency-key']).toBe(`halfwise-subscription-${USER}-seti_1`);
    expect(started).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'trialing',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(1_800_604_800_000),
      trialStart: new Date(1_800_000_000_000),
      trialEnd: new Date(1_800_604_800_000),
    });
  });

  it('cancels at period end, and undoes it', async () => {
    const cancelled = await provider().setCancelAtPeriodEnd(
      { subscriptionId: 'sub_1', customerId: 'cus_1' },
      true,
    );
    const resumed = await provider().setCancelAtPeriodEnd(
      { subscriptionId: 'sub_1', customerId: 'cus_1' },
      false,
    );
    expect(http.sent.map((r) => [r.method, r.path, r.form])).toEqual([
      ['POST', '/v1/subscriptions/sub_1', { cancel_at_period_end: 'true' }],
      ['POST', '/v1/subscriptions/sub_1', { cancel_at_period_end: 'false' }],
    ]);
    expect([cancelled.cancelAtPeriodEnd, resumed.cancelAtPeriodEnd]).toEqual([true, false]);
  });

  it('moves the trial end without proration', async () => {
    replies = (request) =>
      request.path === '/v1/subscriptions/sub_1'
        ? ok(subscription({ trial_end: Number(request.form.trial_end) }))
        : defaultReplies(request);
    const moved = await provider().setTrialEnd(
      { subscriptionId: 'sub_1', customerId: 'cus_1' },
      new Date(1_801_209_600_500),
    );
    expect(http.sent.map((r) => [r.method, r.path, r.form])).toEqual([
      ['POST', '/v1/subscriptions/sub_1', { trial_end: '1801209600', proration_behavior: 'none' }],
    ]);
    expect(moved.trialEnd).toEqual(new Date(1_801_209_600_000));
  });

  it('makes a new card the default of the customer and of the subscription', async () => {
    await provider().setDefaultPaymentMethod({
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      paymentMethodId: 'pm_2',
    });
    expect(http.sent.map((r) => [r.path, r.form])).toEqual([
      ['/v1/customers/cus_1', { 'invoice_settings[default_payment_method]': 'pm_2' }],
      ['/v1/subscriptions/sub_1', { default_payment_method: 'pm_2' }],
    ]);
  });

  it('restarts without a trial, failing on a refused card, with a key from the previous subscription', async () => {
    replies = (request) =>
      request.path === '/v1/subscriptions'
        ? stripeError(402, {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          })
        : defaultReplies(request);
    const restart = provider().restartSubscription({
      customerId: 'cus_1',
      userId: USER,
      previousSubscriptionId: 'sub_0',
    });
    await expect(restart).rejects.toEqual(
      new CardError('Your card has insufficient funds.', 402, 'card_declined', 'insufficient_funds'),
    );
    const create = http.sent.find((r) => r.path === '/v1/subscriptions');
    expect(create?.form).toMatchObject({ payment_behavior: 'error_if_incomplete', 'items[0][price]': PRICE });
    expect(create?.form.trial_period_days).toBeUndefined();
    expect(create?.headers['idempotency-key']).toBe(`halfwise-restart-${USER}-sub_0`);
  });

  it('reads a SetupIntent with its customer and card, and answers null for an unknown one', async () => {
    replies = (request) =>
      request.path === '/v1/setup_intents/seti_1'
        ? ok({
            id: 'seti_1',
            object: 'setup_intent',
            status: 'succeeded',
            customer: { id: 'cus_1', object: 'customer', metadata: { userId: USER } },
            payment_method: { id: 'pm_1', object: 'payment_method', card: { brand: 'visa', last4: '4242' } },
          })
        : defaultReplies(request);
    expect(await provider().getSetupIntent('seti_1')).toEqual({
      id: 'seti_1',
      status: 'succeeded',
      customerId: 'cus_1',
      customerUserId: USER,
      paymentMethodId: 'pm_1',
      card: { brand: 'visa', last4: '4242' },
    });
    const expanded = [...(http.sent[0]?.query ?? [])].filter(([key]) => key.startsWith('expand'));
    expect(expanded.map(([, value]) => value)).toEqual(['customer', 'payment_method']);
    expect(await provider().getSetupIntent('seti_missing')).toBeNull();
  });
});

/**
 * The billing port: everything the API asks of the payment provider. Two providers implement it, Stripe and
 * the simulated one (no STRIPE_SECRET_KEY); nothing outside `_shared/billing/` knows which one runs.
 */

export const TRIAL_DAYS = 7;

export interface Card {
  brand: string;
  last4: string;
}

/** Stripe's subscription status (trialing, active, past_due, canceled, …), before our mapping. */
export type ProviderSubscriptionStatus = string;

export interface SetupIntentInfo {
  id: string;
  /** Stripe's SetupIntent status; only 'succeeded' lets a subscription start. */
  status: string;
  customerId: string | null;
  /** The userId in the customer's metadata: who the SetupIntent belongs to. */
  customerUserId: string | null;
  paymentMethodId: string | null;
  card: Card | null;
}

export interface SubscriptionInfo {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  trialStart: Date | null;
  trialEnd: Date | null;
}

export interface TestCardInput {
  setupIntentId: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export interface BillingPort {
  /** 'stripe' when the browser confirms cards with Stripe.js, 'test' when it uses the test-card endpoint. */
  readonly mode: 'stripe' | 'test';
  /** The customer stored on the profile, or the one whose metadata names this user, or a new one. */
  findOrCreateCustomer(input: {
    userId: string;
    email: string | null;
    knownCustomerId: string | null;
  }): Promise<string>;
  /** A SetupIntent for off-session use: its id and the client secret the browser confirms. */
  createSetupIntent(input: {
    customerId: string;
    userId: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** The SetupIntent, or null when the provider has none with that id. */
  getSetupIntent(id: string): Promise<SetupIntentInfo | null>;
  /** A subscription to the configured price with the free trial; the same setupIntentId never makes two. */
  createTrialSubscription(input: {
    customerId: string;
    userId: string;
    setupIntentId: string;
    paymentMethodId: string;
  }): Promise<SubscriptionInfo>;
  /** A subscription without a trial, paid with the customer's default card (restarting after a cancellation). */
  restartSubscription(input: {
    customerId: string;
    userId: string;
    previousSubscriptionId: string | null;
  }): Promise<SubscriptionInfo>;
  /** Sets or clears cancel_at_period_end. */
  setCancelAtPeriodEnd(
    input: { subscriptionId: string; customerId: string },
    cancel: boolean,
  ): Promise<SubscriptionInfo>;
  /**
   * Moves the end of the subscription's free trial to `trialEnd` (an operator's extension), charging nothing for
   * the added days; the subscription is trialing until then.
   */
  setTrialEnd(
    input: { subscriptionId: string; customerId: string },
    trialEnd: Date,
  ): Promise<SubscriptionInfo>;
  /** Ends the subscription now, without waiting for the period's end (the account is being deleted). */
  cancelSubscriptionNow(input: { subscriptionId: string; customerId: string }): Promise<void>;
  /** Makes the card the default of the customer and, when given, of the subscription. */
  setDefaultPaymentMethod(input: {
    customerId: string;
    subscriptionId: string | null;
    paymentMethodId: string;
  }): Promise<void>;
  /** The customer's default card, or null when none is saved. */
  defaultCard(customerId: string): Promise<Card | null>;
  /** Only the simulated provider: what Stripe.js does in the browser when it confirms a card setup. */
  readonly testCards?: { confirm(input: TestCardInput): Promise<void> };
}

/** A card the provider refused: the browser shows `message` (Stripe's own wording). */
export class CardError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 402,
    readonly code: string,
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

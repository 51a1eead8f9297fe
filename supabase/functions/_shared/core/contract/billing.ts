// The wire contract of the billing endpoints (docs/billing.md).
import { z } from 'zod/mini';
import { textField } from '../schemas.ts';
import { savedCardSchema } from './account.ts';

// Requests.

const setupIntentId = textField('setupIntentId is required').check(
  z.trim(),
  z.regex(/^seti_[A-Za-z0-9]+$/, 'Must be a SetupIntent id'),
);
export const completeSubscriptionBody = z.object({
  setupIntentId,
  ttclid: z.optional(textField().check(z.trim(), z.maxLength(500))),
});
export const updatePaymentBody = z.object({ setupIntentId });
export const testCardBody = z.object({
  setupIntentId,
  cardNumber: textField('Card number is required').check(z.maxLength(40)),
  expiry: textField('Expiry is required').check(z.maxLength(10)),
  cvc: textField('CVC is required').check(z.maxLength(10)),
});

// Answers.

export const setupIntentSchema = z.object({
  clientSecret: z.string(),
  setupIntentId: z.string(),
  mode: z.enum(['stripe', 'test']),
});
export const completedSubscriptionSchema = z.object({
  status: z.string(),
  trialEndDate: z.nullable(z.string()),
  eventId: z.optional(z.string()),
  card: z.nullable(savedCardSchema),
});
export const updatedCardSchema = z.object({ card: z.nullable(savedCardSchema) });
export const cancelledSubscriptionSchema = z.object({
  status: z.string(),
  cancelAtPeriodEnd: z.literal(true),
  currentPeriodEnd: z.nullable(z.string()),
});
export const reactivatedSubscriptionSchema = z.object({
  status: z.string(),
  cancelAtPeriodEnd: z.literal(false),
});
/** POST /api/reactivate-subscription's 409 when there is no saved card to restart with: card setup comes first. */
export const needsCardSchema = z.object({ message: z.string(), needsCard: z.literal(true) });
export const testCardConfirmedSchema = z.object({ status: z.string() });

export type SetupIntentAnswer = z.infer<typeof setupIntentSchema>;
export type CompletedSubscription = z.infer<typeof completedSubscriptionSchema>;
export type CancelledSubscription = z.infer<typeof cancelledSubscriptionSchema>;
export type ReactivatedSubscription = z.infer<typeof reactivatedSubscriptionSchema>;

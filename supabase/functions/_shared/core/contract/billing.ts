// The wire contract of the billing endpoints (docs/billing.md).
import { z } from 'zod';
import { savedCardSchema } from './account.ts';

export const setupIntentSchema = z.object({
  clientSecret: z.string(),
  setupIntentId: z.string(),
  mode: z.enum(['stripe', 'test']),
});
export const completedSubscriptionSchema = z.object({
  status: z.string(),
  trialEndDate: z.string().nullable(),
  eventId: z.string().optional(),
  card: savedCardSchema.nullable(),
});
export const updatedCardSchema = z.object({ card: savedCardSchema.nullable() });
export const cancelledSubscriptionSchema = z.object({
  status: z.string(),
  cancelAtPeriodEnd: z.literal(true),
  currentPeriodEnd: z.string().nullable(),
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

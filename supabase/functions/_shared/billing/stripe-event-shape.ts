import { z } from 'zod/mini';
import type Stripe from 'stripe';

export const MALFORMED_EVENT = 'The Stripe event is not one this webhook can read';

// Only what billing reads is checked; Stripe's other fields pass through untouched.
const customer = z.union([z.string(), z.looseObject({ id: z.string() })]);
const subscription = z.looseObject({
  id: z.string(),
  customer,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  items: z.looseObject({ data: z.array(z.looseObject({ current_period_end: z.optional(z.number()) })) }),
});
const invoice = z.looseObject({ customer: z.nullable(customer), amount_paid: z.number() });
const envelope = z.looseObject({
  id: z.string(),
  type: z.string(),
  created: z.number(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/**
 * Whether a signed event has the shape billing reads for its type (the signature proves where it came from, not
 * that it is whole). A malformed one is refused with 400 before anything is written.
 */
export function isReadableEvent(event: unknown): event is Stripe.Event {
  const parsed = envelope.safeParse(event);
  if (!parsed.success) return false;
  const { type, data } = parsed.data;
  if (type.startsWith('customer.subscription.')) return subscription.safeParse(data.object).success;
  if (type.startsWith('invoice.')) return invoice.safeParse(data.object).success;
  return true;
}

// The wire contract of "Future Goals" (docs/api.md). Amounts in cents.
import { z } from 'zod/mini';

export const goalSchema = z.object({
  id: z.number(),
  userId: z.string(),
  name: z.string(),
  targetAmount: z.number(),
  savedAmount: z.number(),
  timeframeMonths: z.number(),
  emoji: z.string(),
  isDefault: z.boolean(),
  /** The goal's place in the list (goals are listed by sortOrder, then id). */
  sortOrder: z.number(),
  /** Who last created or changed the goal (a household member's id). */
  updatedBy: z.optional(z.nullable(z.string())),
});
export const goalListSchema = z.array(goalSchema);

/** What POST /api/future-goals/balance answers: the month it was stored on and the balance in cents. */
export const futureGoalsBalanceSchema = z.object({ month: z.string(), futureGoalsBalance: z.number() });

export type Goal = z.infer<typeof goalSchema>;
export type FutureGoalsBalance = z.infer<typeof futureGoalsBalanceSchema>;

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
  /** 'yyyy-MM': due on that month's last day; null when undated or repeating. */
  targetMonth: z.nullable(z.string()),
  /** A repeating goal (a rare bill): every 1 to 24 months from nextDue ('YYYY-MM-DD'); both null otherwise. */
  repeatMonths: z.nullable(z.number()),
  nextDue: z.nullable(z.string()),
  /** Read-only: the UTC day the goal was made ('YYYY-MM-DD'); absent on a goal the app made up before the server answered. */
  createdOn: z.optional(z.string()),
  /** Read-only, the plan from today (core goal-plan.ts): cents from each payday after today up to the due day. */
  perPaycheck: z.number(),
  paydaysLeft: z.number(),
  status: z.enum(['on-track', 'reached', 'too-late']),
  /** 'YYYY-MM-DD' when too late: the payday by which set-asides no larger than the smallest paycheck reach it. */
  earliest: z.nullable(z.string()),
});
export const goalListSchema = z.array(goalSchema);

/** What POST /api/future-goals/balance answers: the month it was stored on and the balance in cents. */
export const futureGoalsBalanceSchema = z.object({ month: z.string(), futureGoalsBalance: z.number() });

/** What an undated goal answers of the timing fields and the plan: what a goal not yet saved shows. */
export const UNDATED_GOAL_FIELDS = Object.freeze({
  targetMonth: null,
  repeatMonths: null,
  nextDue: null,
  perPaycheck: 0,
  paydaysLeft: 0,
  status: 'on-track',
  earliest: null,
} as const);

/** GET and PUT /api/goals/settings: whether the set-asides go into the budget (off until set). */
export const goalSettingsSchema = z.object({ intoBudget: z.boolean() });

export type Goal = z.infer<typeof goalSchema>;
export type GoalSettings = z.infer<typeof goalSettingsSchema>;

/**
 * PUT /api/goals/set-asides/:date: the payday's 'Future Goals' line as it now is (`amount` ticked, or 0 when not),
 * and the Future Goals balance of the current month after the change.
 */
export const setAsideTickSchema = z.object({
  date: z.string(),
  paid: z.boolean(),
  amount: z.number(),
  futureGoalsBalance: z.number(),
});
export type SetAsideTickAnswer = z.infer<typeof setAsideTickSchema>;
export type FutureGoalsBalance = z.infer<typeof futureGoalsBalanceSchema>;

// The wire contract of "Budgets and items" (docs/api.md): what the routes answer, parsed by the SPA and
// checked by the API tests. Amounts are integer cents; ids are numbers.
import { z } from 'zod/mini';

export const apiBudgetSchema = z.object({
  id: z.number(),
  userId: z.string(),
  month: z.string(),
  year: z.number(),
  carryForward: z.number(),
  futureGoalsBalance: z.number(),
});

/** What an income item and an expense item both hold; isPaid means received for income, paid for an expense. */
const itemFields = {
  id: z.number(),
  budgetId: z.number(),
  name: z.string(),
  amount: z.number(),
  priority: z.number(),
  category: z.string(),
  isPaid: z.boolean(),
  sortOrder: z.number(),
  /** Who last created or changed it (a member's id; null when nobody signed in did). Absent on an item the app made up before the server answered. */
  updatedBy: z.optional(z.nullable(z.string())),
  /**
   * The day of month (29 to 31) it was given, present only while its date is the last day of a month without that
   * day (a copy put it there; calendar givenDay). The next copy, and the runway's projection, put it back on its day.
   */
  keptDay: z.optional(z.nullable(z.number())),
};

export const incomeItemSchema = z.object({
  ...itemFields,
  /** 'MM/DD/YYYY' or a plain day number; the field is called dueDate when an item is created. */
  date: z.nullable(z.string()),
});

export const expenseItemSchema = z.object({
  ...itemFields,
  dueDate: z.nullable(z.string()),
  /** The person's note on it, null when none. Absent on an item the app made up before the server answered. */
  note: z.optional(z.nullable(z.string())),
  /** The Future Goal this expense is the bill of (paid from what was set aside); absent or null when none. */
  goalId: z.optional(z.nullable(z.number())),
  /** The person marked its due date as one that can't move (the runway's plan never moves or splits it). */
  fixedDate: z.optional(z.boolean()),
});

/** The budget and its items as the database statement writes them (budget-sql.ts). */
export const baseBudgetResponseSchema = z.object({
  budget: z.nullable(apiBudgetSchema),
  incomeItems: z.array(incomeItemSchema),
  expenseItems: z.array(expenseItemSchema),
});

/** The lowest running balance of a section and the day it falls on (core lowestPoint). */
export const lowPointSchema = z.object({
  amount: z.number(),
  /** YYYY-MM-DD */
  date: z.string(),
});

/**
 * One section of the month (core budgetSections): its days, the items in it, its closing balance, its low point
 * and the expenses in it not yet paid (cents).
 */
export const budgetSectionSchema = z.object({
  start: z.string(),
  end: z.string(),
  payday: z.boolean(),
  incomeIds: z.array(z.number()),
  expenseIds: z.array(z.number()),
  endBalance: z.number(),
  lowest: lowPointSchema,
  unpaid: z.number(),
  /**
   * On a section that opens on a payday: what the goals set aside from that paycheck (core goal-plan.ts), 0 while
   * the Goals screen's 'into the budget' switch is off or on a payday on or before today; absent otherwise.
   */
  setAside: z.optional(z.number()),
  /**
   * On a section that opens on a payday: whether its 'Future Goals' line is ticked paid (its amount is then the one
   * ticked, already in the Future Goals balance); absent while the switch is off.
   */
  setAsidePaid: z.optional(z.boolean()),
  /** On a section that opens on a payday: each goal's part of `setAside`, in the goals' order; absent while the switch is off. */
  setAsideParts: z.optional(z.array(z.object({ goalId: z.number(), amount: z.number() }))),
});

/** The core's verdict on next month: spare when covered, missing when short, 0 when next month is empty. */
export const coverageSchema = z.object({
  status: z.enum(['covered', 'short', 'next-month-empty']),
  amount: z.number(),
});

/** GET /api/budget/..., POST /api/budget and copy-to-next-month all answer this. */
export const budgetResponseSchema = z.extend(baseBudgetResponseSchema, {
  sections: z.array(budgetSectionSchema),
  coverage: coverageSchema,
});

/** PATCH answers carry `_cacheInvalidate: true` when the change affects other months' view. */
const cacheInvalidate = { _cacheInvalidate: z.optional(z.literal(true)) };
export const patchedIncomeSchema = z.extend(incomeItemSchema, cacheInvalidate);
export const patchedExpenseSchema = z.extend(expenseItemSchema, cacheInvalidate);

export type ApiBudget = z.infer<typeof apiBudgetSchema>;
export type IncomeItem = z.infer<typeof incomeItemSchema>;
export type ExpenseItem = z.infer<typeof expenseItemSchema>;
export type BudgetResponse = z.infer<typeof budgetResponseSchema>;
export type BaseBudgetResponse = z.infer<typeof baseBudgetResponseSchema>;
export type BudgetSectionWire = z.infer<typeof budgetSectionSchema>;
export type PatchedItem<T> = T & { _cacheInvalidate?: true };

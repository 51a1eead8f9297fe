// The wire contract of "Budgets and items" (docs/api.md): what the routes answer, parsed by the SPA and
// checked by the API tests. Amounts are integer cents; ids are numbers.
import { z } from 'zod';

export const apiBudgetSchema = z.object({
  id: z.number(),
  userId: z.string(),
  month: z.string(),
  year: z.number(),
  carryForward: z.number(),
  futureGoalsBalance: z.number(),
});

export const incomeItemSchema = z.object({
  id: z.number(),
  budgetId: z.number(),
  name: z.string(),
  amount: z.number(),
  /** 'MM/DD/YYYY' or a plain day number; the field is called dueDate when an item is created. */
  date: z.string().nullable(),
  priority: z.number(),
  category: z.string(),
  sortOrder: z.number(),
});

export const expenseItemSchema = z.object({
  id: z.number(),
  budgetId: z.number(),
  name: z.string(),
  amount: z.number(),
  dueDate: z.string().nullable(),
  priority: z.number(),
  category: z.string(),
  isPaid: z.boolean(),
  sortOrder: z.number(),
});

/** GET /api/budget/..., POST /api/budget and copy-to-next-month all answer this. */
export const budgetResponseSchema = z.object({
  budget: apiBudgetSchema.nullable(),
  incomeItems: z.array(incomeItemSchema),
  expenseItems: z.array(expenseItemSchema),
});

/** PATCH answers carry `_cacheInvalidate: true` when the change affects other months' view. */
const cacheInvalidate = { _cacheInvalidate: z.literal(true).optional() };
export const patchedIncomeSchema = incomeItemSchema.extend(cacheInvalidate);
export const patchedExpenseSchema = expenseItemSchema.extend(cacheInvalidate);

export type ApiBudget = z.infer<typeof apiBudgetSchema>;
export type IncomeItem = z.infer<typeof incomeItemSchema>;
export type ExpenseItem = z.infer<typeof expenseItemSchema>;
export type BudgetResponse = z.infer<typeof budgetResponseSchema>;
export type PatchedItem<T> = T & { _cacheInvalidate?: true };

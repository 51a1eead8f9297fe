// A month's budget as the budget screen and the runway read it (one cache entry per month, shared by both).
import { baseBudgetResponseSchema, budgetSectionSchema } from '@halfwise/core/contract/budget.ts';
import { queryOptions } from '@tanstack/react-query';
import { monthYear, type MonthKey } from '../domain/month.ts';
import { z } from 'zod/mini';
import { answerOf, readOf } from './api.ts';
import { api } from './api-client.ts';

/** The root of every budget read's query key (kept equal to the path, which the device's kept cache uses). */
export const BUDGET_QUERY_ROOT = '/api/budget';

/**
 * What the screen keeps of each section: the goals' set-aside line of a payday (the rest it computes itself, with
 * the core). Absent on answers that carry no sections (a create, a copy).
 */
const setAsideSectionSchema = z.pick(budgetSectionSchema, {
  start: true,
  payday: true,
  setAside: true,
  setAsidePaid: true,
  setAsideParts: true,
});

/** A budget read as the screen and the runway keep it. */
export const budgetReadSchema = z.extend(baseBudgetResponseSchema, {
  sections: z.optional(z.array(setAsideSectionSchema)),
});
export type BudgetRead = z.infer<typeof budgetReadSchema>;
export type SetAsideSection = z.infer<typeof setAsideSectionSchema>;

/** A budget read's key: the root, whose budget, the month (yyyy-MM or a month name) and its year. */
type BudgetQueryKey = readonly [typeof BUDGET_QUERY_ROOT, string, string, number];

export function budgetKey(userId: string, month: MonthKey) {
  return [BUDGET_QUERY_ROOT, userId, month, monthYear(month)] as const;
}

/** Prefix of every cached budget of the user (for `_cacheInvalidate`). */
export function allBudgetsKey(userId: string) {
  return [BUDGET_QUERY_ROOT, userId] as const;
}

/** GET /api/budget/{userId}/{month}/{year} of `queryKey`, checked against the wire contract (null on 401). */
export function budgetReadAt<Key extends BudgetQueryKey>(queryKey: Key) {
  const [, userId, month, year] = queryKey;
  const param = { userId, month, year: String(year) };
  return queryOptions({
    queryKey,
    queryFn: () => readOf(api.budget[':userId'][':month'][':year'].$get({ param }), budgetReadSchema),
  });
}

/** GET /api/budget/{userId}/{yyyy-MM}/{year}. */
export function budgetRead(userId: string, month: MonthKey) {
  return budgetReadAt(budgetKey(userId, month));
}

/** POST /api/budget/{id}/copy-to-next-month with any target month; answers the target month. */
export function copyBudget(
  sourceBudgetId: number,
  target: MonthKey,
): Promise<z.infer<typeof baseBudgetResponseSchema>> {
  const call = api.budget[':budgetId']['copy-to-next-month'].$post({
    param: { budgetId: String(sourceBudgetId) },
    json: { targetMonth: target, targetYear: monthYear(target) },
  });
  return answerOf(call, baseBudgetResponseSchema);
}

// A month's budget as the budget screen and the runway read it (one cache entry per month, shared by both).
import { baseBudgetResponseSchema } from '@halfwise/core/contract/budget.ts';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { monthYear, type MonthKey } from '../domain/month.ts';
import type { z } from 'zod/mini';
import { apiParse, apiQuery } from './api.ts';

/** Query keys are the URL's parts: the read GETs them joined with '/'. */
export function budgetKey(userId: string, month: MonthKey) {
  return ['/api/budget', userId, month, monthYear(month)] as const;
}

/** Prefix of every cached budget of the user (for `_cacheInvalidate`). */
export function allBudgetsKey(userId: string) {
  return ['/api/budget', userId] as const;
}

/** GET /api/budget/... at `queryKey`'s URL, checked against the wire contract (null on 401). */
export function budgetReadAt<Key extends QueryKey>(queryKey: Key) {
  return queryOptions({ queryKey, queryFn: () => apiQuery(baseBudgetResponseSchema, queryKey.join('/')) });
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
  return apiParse(baseBudgetResponseSchema, 'POST', `/api/budget/${sourceBudgetId}/copy-to-next-month`, {
    targetMonth: target,
    targetYear: monthYear(target),
  });
}

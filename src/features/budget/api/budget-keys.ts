import { monthYear, type MonthKey } from '../../../domain/month.ts';

/** Query keys are the URL's parts: the default query function GETs them joined with '/'. */
export function budgetKey(userId: string, month: MonthKey) {
  return ['/api/budget', userId, month, monthYear(month)] as const;
}

/** Prefix of every cached budget of the user (for `_cacheInvalidate`). */
export function allBudgetsKey(userId: string) {
  return ['/api/budget', userId] as const;
}

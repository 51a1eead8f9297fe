import { useQuery } from '@tanstack/react-query';
import type { MonthKey } from '../../../domain/month.ts';
import { budgetKey } from '../api/budget-keys.ts';
import type { BudgetResponse } from '../api/types.ts';

/** GET /api/budget/{userId}/{yyyy-MM}/{year} through the default query function (null on 401). */
export function useBudgetQuery(userId: string, month: MonthKey) {
  return useQuery<BudgetResponse | null>({ queryKey: budgetKey(userId, month) });
}

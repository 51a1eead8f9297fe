import { useQuery } from '@tanstack/react-query';
import { useSharedReadOptions } from '../../../app/session/household.ts';
import type { MonthKey } from '../../../domain/month.ts';
import { budgetRead } from '../api/budget-keys.ts';

/** The month's budget, null on 401. */
export function useBudgetQuery(userId: string, month: MonthKey) {
  return useQuery({ ...budgetRead(userId, month), ...useSharedReadOptions() });
}

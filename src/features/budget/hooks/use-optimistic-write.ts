import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notify } from '../../../app/toast/notify.tsx';
import type { MonthKey } from '../../../domain/month.ts';
import { EMPTY_BUDGET } from '../api/budget-cache.ts';
import { allBudgetsKey, budgetKey } from '../api/budget-keys.ts';
import type { BudgetResponse } from '../api/types.ts';

export interface OptimisticWrite<T> {
  /** The change as the screen shows it at once. */
  apply: (response: BudgetResponse) => BudgetResponse;
  send: () => Promise<T>;
  /** Toast text when the server refuses: the change is rolled back, so nothing is silently lost. */
  failure: string;
  onSaved?: (result: T) => void;
  /** What to refetch after success: this month (reorders, deletes, creates), every budget, or nothing. */
  refetch: (result: T) => 'month' | 'all' | 'none';
}

/**
 * Writes the month's cached budget synchronously (same frame as the input), then sends. On failure the
 * cache goes back to what it was, the month is refetched and a short toast says the change was not saved.
 */
export function useOptimisticWrite(userId: string, month: MonthKey) {
  const queryClient = useQueryClient();

  return useCallback(
    <T>(write: OptimisticWrite<T>): Promise<T | null> => {
      const key = budgetKey(userId, month);
      const before = queryClient.getQueryData<BudgetResponse | null>(key) ?? EMPTY_BUDGET;
      queryClient.setQueryData(key, write.apply(before));
      return write.send().then(
        (result) => {
          write.onSaved?.(result);
          const refetch = write.refetch(result);
          if (refetch !== 'none') {
            void queryClient.invalidateQueries({ queryKey: refetch === 'all' ? allBudgetsKey(userId) : key });
          }
          return result;
        },
        (error: unknown) => {
          console.error(error);
          queryClient.setQueryData(key, before);
          void queryClient.invalidateQueries({ queryKey: key });
          notify({ title: 'Not saved', description: write.failure, variant: 'destructive' });
          return null;
        },
      );
    },
    [queryClient, userId, month],
  );
}

import type { QueryClient } from '@tanstack/react-query';
import type { MonthKey } from '../../../domain/month.ts';
import { cacheEdit, type OptimisticWrite } from '../../../lib/optimistic-mutation.ts';
import { budgetRead } from '../api/budget-keys.ts';
import { undoCopy } from '../api/budget-requests.ts';
import type { BudgetResponse } from '../api/types.ts';
import { EMPTY_BUDGET } from '../model/budget-cache.ts';

/**
 * The undo of a copy into `target` (variables: the target's budget id): the copied items leave the screen at
 * once, and the server's answer, the month as it now is, replaces them. Only ever run as a reversal, which
 * words its own failure.
 */
export function undoCopyWrite(
  queryClient: QueryClient,
  userId: string,
  target: MonthKey,
): OptimisticWrite<number, BudgetResponse> {
  const { queryKey } = budgetRead(userId, target);
  return {
    send: (budgetId) => undoCopy(budgetId),
    edits: () => [
      cacheEdit(queryKey, (cached) => ({ ...(cached ?? EMPTY_BUDGET), incomeItems: [], expenseItems: [] })),
    ],
    failure: () => null,
    onSaved: (month) => queryClient.setQueryData(queryKey, month),
  };
}

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { addMonths, currentMonthKey, type MonthKey } from '../../../domain/month.ts';
import { budgetKey, budgetRead } from '../api/budget-keys.ts';
import { copyBudget, createBudget } from '../api/budget-requests.ts';
import type { BudgetResponse } from '../api/types.ts';

/**
 * Core §4 auto-creation: when the current month has no budget, copy next month's into it if next month has
 * items, else create an empty one. Another tab doing the same answers 409 (copy) or 200 (create): either way
 * the month is refetched.
 */
export function useAutoCreateMonth(
  userId: string,
  month: MonthKey,
  response: BudgetResponse | null | undefined,
) {
  const queryClient = useQueryClient();
  const attempted = useRef(new Set<string>());

  useEffect(() => {
    if (!response || response.budget !== null || month !== currentMonthKey()) return;
    const attempt = `${userId}/${month}`;
    if (attempted.current.has(attempt)) return;
    attempted.current.add(attempt);
    const key = budgetKey(userId, month);
    autoCreate(queryClient, userId, month).then(
      (created) => queryClient.setQueryData(key, created),
      () => void queryClient.invalidateQueries({ queryKey: key }),
    );
  }, [queryClient, userId, month, response]);
}

async function autoCreate(
  queryClient: QueryClient,
  userId: string,
  month: MonthKey,
): Promise<BudgetResponse> {
  const next = await queryClient.fetchQuery(budgetRead(userId, addMonths(month, 1)));
  const hasItems = next && next.incomeItems.length + next.expenseItems.length > 0;
  if (next?.budget && hasItems) return copyBudget(next.budget.id, month);
  return createBudget(userId, month);
}

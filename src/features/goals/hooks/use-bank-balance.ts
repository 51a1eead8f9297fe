import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BudgetResponse } from '../../../domain/budget-response.ts';
import { balanceMonth } from '../../../domain/goals.ts';
import { BUDGET_QUERY_ROOT } from '../api/goals-api.ts';

/** Core §7: the Goals screen reads the current month's budget by its short month name ('Nov'). */
export function bankBalanceKey(userId: string, now: Date) {
  const { monthName, year } = balanceMonth(now);
  return [BUDGET_QUERY_ROOT, userId, monthName, year] as const;
}

/** The Future Goals bank balance in cents; a month without a budget holds $0. */
export function useBankBalance(userId: string) {
  const [queryKey] = useState(() => bankBalanceKey(userId, new Date()));
  const query = useQuery<BudgetResponse | null>({ queryKey });
  return {
    queryKey,
    balanceCents: query.data?.budget?.futureGoalsBalance ?? 0,
    isPending: query.isPending,
  };
}

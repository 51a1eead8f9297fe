import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { BudgetResponse } from '../../domain/budget-response.ts';
import { BUDGET_QUERY_ROOT, updateBalance } from './goals-api.ts';
import { notifyNotSaved } from './notify-not-saved.ts';

type CachedBudget = BudgetResponse | null | undefined;

/** The cached month with the new balance; a month the server has yet to create gets a stand-in budget. */
function withBalance(data: CachedBudget, balanceCents: number): BudgetResponse {
  const budget = data?.budget ?? { id: 0, userId: '', month: '', year: 0, carryForward: 0 };
  return {
    incomeItems: data?.incomeItems ?? [],
    expenseItems: data?.expenseItems ?? [],
    budget: { ...budget, futureGoalsBalance: balanceCents },
  };
}

/**
 * POST /api/future-goals/balance with whole dollars. The header shows the new balance at once; a refusal rolls it back; every cached budget is refetched afterwards.
 */
export function useUpdateBalance(balanceKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBalance,
    onMutate: async (balanceDollars: number) => {
      await queryClient.cancelQueries({ queryKey: balanceKey });
      const previous = queryClient.getQueryData<CachedBudget>(balanceKey);
      queryClient.setQueryData<BudgetResponse>(balanceKey, withBalance(previous, balanceDollars * 100));
      return { previous };
    },
    onError: (error, _balance, context) => {
      queryClient.setQueryData(balanceKey, context?.previous);
      notifyNotSaved(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [BUDGET_QUERY_ROOT] }),
  });
}

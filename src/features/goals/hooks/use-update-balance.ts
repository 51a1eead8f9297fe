import type { QueryKey } from '@tanstack/react-query';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import type { BudgetResponse } from '../../../domain/budget-response.ts';
import { serverMessage } from '../../../lib/api.ts';
import { BUDGET_QUERY_ROOT, updateBalance } from '../api/goals-api.ts';
import { withBalance } from '../model/balance.ts';
import { GOAL_NOT_SAVED } from './use-goal-mutations.ts';

/**
 * POST /api/future-goals/balance with whole dollars. The header shows the new balance at once; a refusal
 * rolls it back; every cached budget is refetched afterwards.
 */
export function useUpdateBalance(balanceKey: QueryKey) {
  return useOptimisticMutation({
    send: (balanceDollars: number) => updateBalance(balanceDollars),
    edits: (balanceDollars) => [
      {
        queryKey: balanceKey,
        edit: (cached) => withBalance(cached as BudgetResponse | null | undefined, balanceDollars * 100),
      },
    ],
    failure: (error) => serverMessage(error) ?? GOAL_NOT_SAVED,
    refetch: () => [[BUDGET_QUERY_ROOT]],
  });
}

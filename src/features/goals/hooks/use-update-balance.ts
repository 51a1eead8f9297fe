import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { serverMessage } from '../../../lib/api.ts';
import { cacheEdit } from '../../../lib/optimistic-mutation.ts';
import { BUDGET_QUERY_ROOT, updateBalance } from '../api/goals-api.ts';
import { withBalance } from '../model/balance.ts';
import type { BalanceRead } from './use-bank-balance.ts';
import { GOAL_NOT_SAVED } from './use-goal-mutations.ts';

/**
 * POST /api/future-goals/balance with whole dollars. The header shows the new balance at once; a refusal
 * rolls it back; every cached budget is refetched afterwards.
 */
export function useUpdateBalance(balanceKey: BalanceRead['queryKey']) {
  return useOptimisticMutation({
    send: (balanceDollars: number) => updateBalance(balanceDollars),
    edits: (balanceDollars) => [cacheEdit(balanceKey, (cached) => withBalance(cached, balanceDollars * 100))],
    failure: (error) => serverMessage(error) ?? GOAL_NOT_SAVED,
    refetch: () => [[BUDGET_QUERY_ROOT]],
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { addMonths, type MonthKey } from '../../../domain/month.ts';
import { budgetRead } from '../api/budget-keys.ts';
import { copyBudget } from '../api/budget-requests.ts';

/** Core §8 error text of a missing previous month. */
export const NO_PREVIOUS_MONTH = 'No previous month budget found';

/**
 * Core §4 empty state: get the previous month's budget, then copy it into this month. Nothing shows before
 * the server answers, and a failure is said in the empty state itself.
 */
export function useCopyPreviousMonth(userId: string, month: MonthKey) {
  const queryClient = useQueryClient();
  return useOptimisticMutation({
    send: async () => {
      const previous = await queryClient.fetchQuery(budgetRead(userId, addMonths(month, -1)));
      const itemCount = previous ? previous.incomeItems.length + previous.expenseItems.length : 0;
      if (!previous?.budget || itemCount === 0) throw new Error(NO_PREVIOUS_MONTH);
      return copyBudget(previous.budget.id, month);
    },
    edits: () => [],
    failure: () => null,
    onSaved: (copied) => queryClient.setQueryData(budgetRead(userId, month).queryKey, copied),
    refetch: () => [],
  });
}

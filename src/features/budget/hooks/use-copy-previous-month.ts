import { useQueryClient } from '@tanstack/react-query';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { addMonths, monthName, type MonthKey } from '../../../domain/month.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import { reversal } from '../../../lib/optimistic-mutation.ts';
import { budgetRead } from '../api/budget-keys.ts';
import { copyBudget } from '../api/budget-requests.ts';
import { undoCopyWrite } from './undo-copy-write.ts';

/** Core §8 error text of a missing previous month. */
export const NO_PREVIOUS_MONTH = 'No previous month budget found';

/**
 * Core §4 empty state: get the previous month's budget, then copy it into this month. Nothing shows before
 * the server answers, and a failure is said in the empty state itself.
 */
export function useCopyPreviousMonth(userId: string, month: MonthKey) {
  const queryClient = useQueryClient();
  const previous = addMonths(month, -1);
  return useOptimisticMutation({
    send: async () => {
      const source = await queryClient.fetchQuery(budgetRead(userId, previous));
      const itemCount = source ? source.incomeItems.length + source.expenseItems.length : 0;
      if (!source?.budget || itemCount === 0) throw new Error(NO_PREVIOUS_MONTH);
      return copyBudget(source.budget.id, month);
    },
    edits: () => [],
    failure: () => null,
    onSaved: (copied) => queryClient.setQueryData(budgetRead(userId, month).queryKey, copied),
    refetch: () => [],
    undo: {
      label: () => ({ title: UNDO_LABELS.copiedFromPrevious(monthName(previous)) }),
      reverse: ({ result }) =>
        result.budget ? reversal(undoCopyWrite(queryClient, userId, month), result.budget.id) : null,
    },
  });
}

import type { MonthKey } from '@halfwise/core/calendar.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHousehold } from '../../../app/session/household.ts';
import { budgetKey, copyBudget } from '../../../lib/budget-read.ts';

/**
 * "Set up {Month}": copies the month a projection was built from into it (the copy the projection mirrors), then
 * shows the month's new budget at once; the runway recomputes from it and the month is no longer projected.
 */
export function useSetUpMonth() {
  const queryClient = useQueryClient();
  const { budgetOwnerId } = useHousehold().view;
  return useMutation({
    mutationFn: ({ sourceId, month }: { sourceId: number; month: MonthKey }) => copyBudget(sourceId, month),
    onSuccess: (answer, { month }) => {
      queryClient.setQueryData(budgetKey(budgetOwnerId, month), answer);
      void queryClient.invalidateQueries({ queryKey: budgetKey(budgetOwnerId, month) });
    },
  });
}

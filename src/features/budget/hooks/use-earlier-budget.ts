import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useHousehold, useSharedReadOptions } from '../../../app/session/household.ts';
import { useSignedInUser } from '../../../app/session/current-user.ts';
import { firstBudgetMonthOf } from '../../../domain/month-choice.ts';
import type { MonthKey } from '../../../domain/month.ts';
import { budgetRead } from '../api/budget-keys.ts';
import {
  earlierBudget,
  earlierMonthsToRead,
  readsMonth,
  type EarlierBudget,
} from '../model/earlier-budget.ts';

/**
 * Whether any month before `month` has items, from the months' own reads (the ones the empty state's copy
 * reads, shared with the screen's cache): none are sent in the sign-up month, and a month is read only when the
 * newer ones hold nothing. `enabled` false (the month has items): nothing is read.
 */
export function useEarlierBudget(userId: string, month: MonthKey, enabled: boolean): EarlierBudget {
  const { firstBudgetMonth } = useSignedInUser();
  // A partner's own first month says nothing of the owner's budget they see.
  const bound = useHousehold().view.role === 'partner' ? null : firstBudgetMonthOf(firstBudgetMonth);
  const months = enabled ? earlierMonthsToRead(month, bound) : [];
  const shared = useSharedReadOptions();
  const queryClient = useQueryClient();
  const known = months.map((earlier) => queryClient.getQueryData(budgetRead(userId, earlier).queryKey));
  const reads = useQueries({
    queries: months.map((earlier, index) => ({
      ...budgetRead(userId, earlier),
      ...shared,
      enabled: readsMonth(index, known),
    })),
  }).map((read) => read.data);
  return enabled ? earlierBudget(months, reads, bound) : 'unknown';
}

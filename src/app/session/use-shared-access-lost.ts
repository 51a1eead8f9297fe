import { HOUSEHOLD_MESSAGES } from '@halfwise/core/contract/household.ts';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../toast/notify.tsx';
import { useBudgetSwitch, useHousehold } from './household.ts';

/**
 * A partner whose access ended (removed, or the owner's household is gone) gets 404 for the owner's budget:
 * they are told so and moved back to their own budget, once GET /api/household says whose it is now.
 */
export function useSharedAccessLost(error: unknown): boolean {
  const { view } = useHousehold();
  const switchBudget = useBudgetSwitch();
  const lost = view.role === 'partner' && error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (!lost) return;
    notify({ title: HOUSEHOLD_MESSAGES.removed, description: 'You are back on your own budget.' });
    void switchBudget();
  }, [lost, switchBudget]);
  return lost;
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../app/toast/notify.tsx';
import { addMonths, type MonthKey } from '../../../domain/month.ts';
import { ApiError, serverMessage } from '../../../lib/api.ts';
import { budgetKey } from '../api/budget-keys.ts';
import { copyBudget } from '../api/budget-requests.ts';

/** Core §9: the success dialog closes itself after 2.5 s. */
export const COPY_SUCCESS_MS = 2500;

export type CopyPhase = 'idle' | 'confirm' | 'copying' | 'copied';

const NO_CURRENT_BUDGET = 'No current month budget found to copy';
const COPY_FAILED_TEXT = 'There was an error copying your budget. Please try again.';

/** Core §4 copy to next month: confirm, busy overlay, success dialog; a destructive toast on failure. */
export function useCopyToNextMonth(
  userId: string,
  month: MonthKey,
  budgetId: number | null,
  onCopied: () => void,
) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CopyPhase>('idle');
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const confirm = useCallback(async () => {
    setPhase('copying');
    try {
      if (budgetId === null) throw new Error(NO_CURRENT_BUDGET);
      const target = addMonths(month, 1);
      const copied = await copyBudget(budgetId, target);
      queryClient.setQueryData(budgetKey(userId, target), copied);
      void queryClient.invalidateQueries({ queryKey: budgetKey(userId, month) });
      void queryClient.invalidateQueries({ queryKey: budgetKey(userId, target) });
      onCopied();
      setPhase('copied');
      closeTimer.current = window.setTimeout(() => setPhase('idle'), COPY_SUCCESS_MS);
    } catch (error) {
      console.error(error);
      setPhase('idle');
      // A 409 says the month already has a budget: its message tells the user what to do instead.
      const conflict = error instanceof ApiError && error.status === 409 ? serverMessage(error) : null;
      notify({ title: 'Copy failed', description: conflict ?? COPY_FAILED_TEXT, variant: 'destructive' });
    }
  }, [queryClient, userId, month, budgetId, onCopied]);

  return {
    phase,
    ask: useCallback(() => setPhase('confirm'), []),
    cancel: useCallback(() => setPhase('idle'), []),
    confirm,
    close: useCallback(() => setPhase('idle'), []),
  };
}

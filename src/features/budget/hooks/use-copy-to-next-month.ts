import { NOTHING_TO_COPY_MESSAGE } from '@halfwise/core/budget-messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../app/toast/notify.ts';
import { offlineRefusal } from '../../../app/ui/needs-network.ts';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { addMonths, monthLabel, type MonthKey } from '../../../domain/month.ts';
import { COPY_DONE } from '../../../domain/undo-text.ts';
import { ApiError, serverMessage } from '../../../lib/api.ts';
import { reversal } from '../../../lib/optimistic-mutation.ts';
import { undoHistoryOf } from '../../../lib/undo-history.ts';
import { budgetKey } from '../api/budget-keys.ts';
import { copyBudget } from '../api/budget-requests.ts';
import { undoCopyWrite } from './undo-copy-write.ts';

/** Core §9: the success dialog closes itself after 2.5 s. */
export const COPY_SUCCESS_MS = 2500;

export type CopyPhase = 'idle' | 'confirm' | 'copying' | 'copied';

/** The failure toast's title, and its text when the server gives no reason the user can act on. */
export const COPY_FAILED_TITLE = 'Copy failed';
export const COPY_FAILED_TEXT = 'There was an error copying your budget. Please try again.';

/** Copying makes a month on the server: it cannot wait offline. */
export const COPY_ACTION = 'Copying a budget';

/** Core §8: a month with nothing in it has nothing to copy; said at once, never after a confirmation. */
const NOTHING_TO_COPY = { title: COPY_FAILED_TITLE, description: NOTHING_TO_COPY_MESSAGE } as const;

/**
 * Core §4 copy to next month: confirm, busy overlay, success dialog; a destructive toast on failure. Once the
 * success dialog has closed, the undo toast repeats its words with Undo. `budgetId` is null when the month has
 * no budget or no items: then COPY BUDGET says so at once (core §8) instead of asking first.
 */
export function useCopyToNextMonth(
  userId: string,
  month: MonthKey,
  budgetId: number | null,
  onCopied: () => void,
) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CopyPhase>('idle');
  const closeTimer = useRef<number | undefined>(undefined);
  const target = addMonths(month, 1);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const { mutate } = useOptimisticMutation({
    send: () => {
      if (budgetId === null) return Promise.reject(new Error(NOTHING_TO_COPY_MESSAGE));
      return copyBudget(budgetId, target);
    },
    // The busy overlay shows instead of an optimistic month.
    edits: () => [],
    // A 409 says the month already has a budget: its message tells the user what to do instead.
    failure: (error) =>
      budgetId === null
        ? NOTHING_TO_COPY
        : {
            title: COPY_FAILED_TITLE,
            description:
              (error instanceof ApiError && error.status === 409 ? serverMessage(error) : null) ??
              COPY_FAILED_TEXT,
          },
    onSaved: (copied) => queryClient.setQueryData(budgetKey(userId, target), copied),
    refetch: () => [budgetKey(userId, month), budgetKey(userId, target)],
    undo: {
      label: () => ({ title: COPY_DONE.title, description: COPY_DONE.description(monthLabel(target)) }),
      reverse: ({ result }) =>
        result.budget ? reversal(undoCopyWrite(queryClient, userId, target), result.budget.id) : null,
      holdToast: () => true,
    },
  });

  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setPhase('idle');
    undoHistoryOf(queryClient).announce();
  }, [queryClient]);

  const confirm = useCallback(() => {
    setPhase('copying');
    mutate(undefined, {
      onSuccess: () => {
        onCopied();
        setPhase('copied');
        closeTimer.current = window.setTimeout(close, COPY_SUCCESS_MS);
      },
      onError: () => setPhase('idle'),
    });
  }, [mutate, onCopied, close]);

  return {
    phase,
    ask: useCallback(() => {
      if (budgetId === null) notify({ ...NOTHING_TO_COPY, variant: 'destructive' });
      else if (!offlineRefusal(COPY_ACTION)) setPhase('confirm');
    }, [budgetId]),
    cancel: useCallback(() => setPhase('idle'), []),
    confirm,
    close,
  };
}

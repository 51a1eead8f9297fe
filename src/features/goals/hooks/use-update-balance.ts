import { dollarsToCents } from '@halfwise/core/goal-schemas.ts';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import { serverMessage } from '../../../lib/api.ts';
import { cacheEdit, reversal, type OptimisticWrite } from '../../../lib/optimistic-mutation.ts';
import type { FutureGoalsBalance } from '@halfwise/core/contract/goals.ts';
import { BUDGET_QUERY_ROOT, balanceMonthRead, goalsRead, updateBalance } from '../api/goals-api.ts';
import { withBalance } from '../model/balance.ts';
import type { BalanceRead } from './use-bank-balance.ts';
import { GOAL_NOT_SAVED } from './use-goal-mutations.ts';

interface BalanceWrite {
  /** The cached month that holds the balance. */
  balanceKey: BalanceRead['queryKey'];
  dollars: number;
  /** The balance it replaces, for undo. */
  previousCents: number;
  /** Sent from the dialog, whose success note tells of it first: the undo toast waits for the dialog to close. */
  fromDialog: boolean;
}

/**
 * POST /api/future-goals/balance with whole dollars. The header shows the new balance at once; a refusal
 * rolls it back; every cached budget is refetched afterwards. Undo sends the balance it replaced.
 */
export const balanceWrite: OptimisticWrite<BalanceWrite, FutureGoalsBalance> = {
  name: 'goal-balance',
  send: ({ dollars }) => updateBalance(dollars),
  edits: ({ balanceKey: [, userId, monthName, year], dollars }) => [
    cacheEdit(balanceMonthRead(userId, monthName, year).queryKey, (cached) =>
      withBalance(cached, dollarsToCents(dollars)),
    ),
  ],
  failure: (error) => serverMessage(error) ?? GOAL_NOT_SAVED,
  // The goals' plans count the balance (docs/domain.md "Goals funded by paycheck").
  refetch: () => [[BUDGET_QUERY_ROOT], goalsRead.queryKey],
  undo: {
    label: ({ dollars }) => ({ title: UNDO_LABELS.balanceUpdated(dollarsToCents(dollars)) }),
    reverse: ({ variables: { balanceKey, dollars, previousCents } }) =>
      reversal(balanceWrite, {
        balanceKey,
        dollars: previousCents / 100,
        previousCents: dollarsToCents(dollars),
        fromDialog: false,
      }),
    holdToast: ({ fromDialog }) => fromDialog,
  },
};

export function useUpdateBalance(balanceKey: BalanceRead['queryKey']) {
  const queryClient = useQueryClient();
  const { mutate, mutateAsync } = useOptimisticMutation(balanceWrite);
  const variables = (dollars: number, fromDialog: boolean): BalanceWrite => ({
    balanceKey,
    dollars,
    previousCents: queryClient.getQueryData(balanceKey)?.budget?.futureGoalsBalance ?? 0,
    fromDialog,
  });
  return {
    /** From the header's inline edit. */
    save: (dollars: number) => mutate(variables(dollars, false)),
    /**
     * From the dialog: rejects when the server refused (the failure toast has said so). Offline the change is
     * queued and the dialog is done at once.
     */
    saveFromDialog(dollars: number): Promise<unknown> {
      const saving = mutateAsync(variables(dollars, true));
      if (onlineManager.isOnline()) return saving;
      saving.catch(() => undefined);
      return Promise.resolve();
    },
  };
}

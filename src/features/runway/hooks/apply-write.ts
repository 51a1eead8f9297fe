import type { MonthKey } from '@halfwise/core/calendar.ts';
import type { RunwayResponse } from '@halfwise/core/contract/runway.ts';
import { monthKeyOfIsoDate } from '@halfwise/core/iso-date.ts';
import type { QueryClient } from '@tanstack/react-query';
import { budgetRead, BUDGET_QUERY_ROOT, type BudgetRead } from '../../../lib/budget-read.ts';
import { serverMessage } from '../../../lib/api.ts';
import {
  cacheEdit,
  reversal,
  type OptimisticWrite,
  type Snapshot,
} from '../../../lib/optimistic-mutation.ts';
import { newPlaceholderId } from '../../../lib/placeholder-ids.ts';
import { applyRunwayChanges, undoRunwayApply, type ApplyBody } from '../api/runway-apply.ts';
import { appliedMonths } from '../model/applied-months.ts';
import { APPLY_TEXT } from '../model/what-if-text.ts';

/** The name under which an Apply made offline waits on the device (never changes). */
export const APPLY_WRITE = 'runway-apply';

/** An Apply as it is sent, and kept while it waits offline: plain data. */
export interface ApplyVariables extends ApplyBody {
  /** Whose budget (a partner applies to the owner's). */
  ownerId: string;
  /** Sent again with each try, so an Apply the server already saved is not saved twice. */
  idempotencyKey: string;
}

/** The owner's budget months the device holds, by month. */
function cachedMonths(queryClient: QueryClient, ownerId: string): Map<MonthKey, BudgetRead> {
  const months = new Map<MonthKey, BudgetRead>();
  for (const [key, data] of queryClient.getQueriesData<BudgetRead | null>({
    queryKey: [BUDGET_QUERY_ROOT, ownerId],
  })) {
    const month = key[2];
    if (data && typeof month === 'string' && /^\d{4}-\d{2}$/.test(month)) months.set(month, data);
  }
  return months;
}

/** The undo of an Apply: its months put back as they were at once, then DELETE /api/runway/apply/{undoId}. */
function undoApplyWrite(): OptimisticWrite<{ undoId: string; before: readonly Snapshot[] }, void> {
  return {
    send: ({ undoId }) => undoRunwayApply(undoId),
    edits: ({ before }) => before.map(({ queryKey, data }) => ({ queryKey, edit: () => data })),
    failure: () => null,
  };
}

/**
 * "Apply" on the runway: every change saved in one request (POST /api/runway/apply), shown at once in the budget
 * months the runway and the budget screen read (as saving leaves them), queued like any edit while offline, and
 * one step of the screen's undo, whose reverse is DELETE /api/runway/apply/{undoId}.
 */
export function applyWrite(queryClient: QueryClient): OptimisticWrite<ApplyVariables, RunwayResponse> {
  return {
    name: APPLY_WRITE,
    send: ({ ownerId: _owner, idempotencyKey, ...body }) => applyRunwayChanges(body, idempotencyKey),
    edits: ({ ownerId, changes, today }) => {
      const months = cachedMonths(queryClient, ownerId);
      const goalsBalance = months.get(monthKeyOfIsoDate(today))?.budget?.futureGoalsBalance ?? 0;
      try {
        const after = appliedMonths(months, changes, goalsBalance, today, newPlaceholderId);
        return [...after].map(([month, read]) => cacheEdit(budgetRead(ownerId, month).queryKey, () => read));
      } catch {
        // The months changed since the what-if was made: the server judges the changes, the reread shows them.
        return [];
      }
    },
    // Every month of the owner is read again: the server's months are the saved truth.
    refetch: (_saved, { ownerId }) => [[BUDGET_QUERY_ROOT, ownerId]],
    failure: (error) => ({
      title: APPLY_TEXT.notSaved,
      description: serverMessage(error) ?? APPLY_TEXT.tryAgain,
    }),
    undo: {
      label: ({ changes }) => ({ title: APPLY_TEXT.applied(changes.length) }),
      reverse: ({ variables, before }) => reversal(undoApplyWrite(), { undoId: variables.undoId, before }),
    },
  };
}

/** The runway's writes that may wait for the network (registered by the app, docs/offline.md). */
export function runwayWriteDefaults(queryClient: QueryClient): OptimisticWrite<never, unknown>[] {
  return [applyWrite(queryClient) as OptimisticWrite<never, unknown>];
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { BudgetItem, ItemKind } from '../../../domain/items.ts';
import type { MonthKey } from '../../../domain/month.ts';
import type { OrderChange } from '../../../domain/reorder.ts';
import { withItemAdded, withItemPatched, withItemRemoved, withOrderChanges } from '../api/budget-cache.ts';
import { budgetKey } from '../api/budget-keys.ts';
import { createBudget, createItem, deleteItem, patchItem, type PatchedItem } from '../api/budget-requests.ts';
import { newItemBody, placeholderRecord } from '../api/new-item.ts';
import type { BudgetResponse } from '../api/types.ts';
import { useOptimisticWrite } from './use-optimistic-write.ts';

/** Placed after everything already in the list until the server gives the real sortOrder. */
const PLACEHOLDER_SORT_ORDER = Number.MAX_SAFE_INTEGER;

export interface ItemWriteEvents {
  /** An item was saved or edited (ends the new-user state). */
  onItemSaved: () => void;
  /** An amount above zero was set on this item (tips). */
  onAmountSet: (kind: ItemKind, name: string, amount: number) => void;
}

const cacheRefetch = (result: PatchedItem) => (result._cacheInvalidate ? 'all' : 'none');

/** Every item change of the month screen, each optimistic (docs/budget-screen.md "Writes"). */
export function useItemWrites(userId: string, month: MonthKey, events: ItemWriteEvents) {
  const queryClient = useQueryClient();
  const write = useOptimisticWrite(userId, month);
  const nextPlaceholderId = useRef(-1);
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });

  return useMemo(() => {
    const ensureBudgetId = async (): Promise<number> => {
      const key = budgetKey(userId, month);
      const cached = queryClient.getQueryData<BudgetResponse | null>(key);
      if (cached?.budget) return cached.budget.id;
      const created = await createBudget(userId, month);
      if (!created.budget) throw new Error('POST /api/budget answered no budget');
      return created.budget.id;
    };

    return {
      saveName(item: BudgetItem, name: string) {
        return write({
          apply: (response) => withItemPatched(response, item.kind, item.id, { name }),
          send: () => patchItem(item.kind, item.id, { name }),
          failure: `The new name of ${item.name} was not saved. Please try again.`,
          onSaved: () => eventsRef.current.onItemSaved(),
          refetch: cacheRefetch,
        });
      },

      saveAmount(item: BudgetItem, amount: number) {
        eventsRef.current.onAmountSet(item.kind, item.name, amount);
        return write({
          apply: (response) => withItemPatched(response, item.kind, item.id, { amount }),
          send: () => patchItem(item.kind, item.id, { amount }),
          failure: `The new amount of ${item.name} was not saved. Please try again.`,
          onSaved: () => eventsRef.current.onItemSaved(),
          refetch: cacheRefetch,
        });
      },

      /** Core §4: only the changed rows are sent; the budget is refetched afterwards. */
      move(changes: readonly OrderChange[]) {
        if (changes.length === 0) return Promise.resolve(null);
        return write({
          apply: (response) => withOrderChanges(response, changes),
          send: () =>
            Promise.all(
              changes.map(({ kind, id, sortOrder, dateValue }) =>
                patchItem(kind, id, dateValue === undefined ? { sortOrder } : { sortOrder, dateValue }),
              ),
            ),
          failure: 'The new order was not saved. Please try again.',
          refetch: (results) => (results.some((result) => result._cacheInvalidate) ? 'all' : 'month'),
        });
      },

      remove(item: BudgetItem) {
        return write({
          apply: (response) => withItemRemoved(response, item.kind, item.id),
          send: () => deleteItem(item.kind, item.id),
          failure: `${item.name} was not deleted. Please try again.`,
          refetch: () => 'all',
        });
      },

      /** A new item of `kind`, due on `dueDate` when given, else on its kind's default day. */
      add({ kind, dueDate }: { kind: ItemKind; dueDate?: string }, name: string, amount: number) {
        const placeholderId = nextPlaceholderId.current--;
        eventsRef.current.onAmountSet(kind, name, amount);
        return write({
          apply: (response) =>
            withItemAdded(
              response,
              kind,
              placeholderRecord(
                kind,
                placeholderId,
                newItemBody(kind, response.budget?.id ?? 0, name, amount, dueDate),
                PLACEHOLDER_SORT_ORDER,
              ),
            ),
          send: async () =>
            createItem(kind, newItemBody(kind, await ensureBudgetId(), name, amount, dueDate)),
          failure: `${name} was not added. Please try again.`,
          onSaved: (record) => {
            queryClient.setQueryData<BudgetResponse | null>(budgetKey(userId, month), (response) =>
              response ? withItemAdded(response, kind, record, placeholderId) : response,
            );
            eventsRef.current.onItemSaved();
          },
          refetch: () => 'month',
        });
      },
    };
  }, [queryClient, userId, month, write]);
}

export type ItemWrites = ReturnType<typeof useItemWrites>;

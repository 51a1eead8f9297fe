import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import type { BudgetItem, ItemKind } from '../../../domain/items.ts';
import type { MonthKey } from '../../../domain/month.ts';
import type { OrderChange } from '../../../domain/reorder.ts';
import { cacheEdit, type CacheEdit } from '../../../lib/optimistic-mutation.ts';
import { allBudgetsKey, budgetRead } from '../api/budget-keys.ts';
import { createBudget, createItem, deleteItem, patchItem, type PatchedItem } from '../api/budget-requests.ts';
import type { BudgetResponse, ItemPatch } from '../api/types.ts';
import {
  EMPTY_BUDGET,
  withItemAdded,
  withItemPatched,
  withItemRemoved,
  withOrderChanges,
} from '../model/budget-cache.ts';
import { newItemBody, placeholderRecord } from '../model/new-item.ts';
import { tickFailure } from '../model/tick-failure.ts';

/** Placed after everything already in the list until the server gives the real sortOrder. */
const PLACEHOLDER_SORT_ORDER = Number.MAX_SAFE_INTEGER;

export interface ItemWriteEvents {
  /** An item was saved or edited (ends the new-user state). */
  onItemSaved: () => void;
  /** An amount above zero was set on this item (tips). */
  onAmountSet: (kind: ItemKind, name: string, amount: number) => void;
}

interface ItemEdit<T> {
  item: BudgetItem;
  value: T;
}

interface NewItemWrite {
  kind: ItemKind;
  dueDate: string | undefined;
  name: string;
  amount: number;
  placeholderId: number;
}

interface FieldWriteParts {
  monthEdit: (apply: (response: BudgetResponse) => BudgetResponse) => CacheEdit[];
  refetch: (result: PatchedItem) => QueryKey[];
  onSaved: () => void;
}

/** A change of one field of one item; `noun` names the field in the failure toast. */
function useFieldWrite<T>(noun: string, patchOf: (value: T) => ItemPatch, parts: FieldWriteParts) {
  return useOptimisticMutation({
    send: ({ item, value }: ItemEdit<T>) => patchItem(item.kind, item.id, patchOf(value)),
    edits: ({ item, value }) =>
      parts.monthEdit((r) => withItemPatched(r, item.kind, item.id, patchOf(value))),
    failure: (_error, { item }) => `The new ${noun} of ${item.name} was not saved. Please try again.`,
    onSaved: parts.onSaved,
    refetch: parts.refetch,
  });
}

/** Every item change of the month screen, each optimistic (docs/budget-screen.md "Writes"). */
export function useItemWrites(userId: string, month: MonthKey, events: ItemWriteEvents) {
  const queryClient = useQueryClient();
  const nextPlaceholderId = useRef(-1);
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });

  const { queryKey: key } = budgetRead(userId, month);
  const everyMonth = allBudgetsKey(userId);
  const monthEdit = (apply: (response: BudgetResponse) => BudgetResponse) => [
    cacheEdit(key, (cached) => apply(cached ?? EMPTY_BUDGET)),
  ];
  // The server says when an edit changed more than the item (e.g. another month's copy).
  const afterPatch = (result: PatchedItem): QueryKey[] => (result._cacheInvalidate ? [everyMonth] : []);
  const itemSaved = () => eventsRef.current.onItemSaved();

  const fieldSaved = { monthEdit, refetch: afterPatch, onSaved: itemSaved };
  const rename = useFieldWrite<string>('name', (name) => ({ name }), fieldSaved);
  const reprice = useFieldWrite<number>('amount', (amount) => ({ amount }), fieldSaved);

  /** A paid (received) tick: only this month's view changes, so nothing is read again unless asked. */
  const tick = useOptimisticMutation({
    send: ({ item, value }: ItemEdit<boolean>) => patchItem(item.kind, item.id, { isPaid: value }),
    edits: ({ item, value }) => monthEdit((r) => withItemPatched(r, item.kind, item.id, { isPaid: value })),
    failure: (_error, { item, value }) => tickFailure(item, value),
    refetch: afterPatch,
  });

  /** Core §4: only the changed rows are sent; the budget is refetched afterwards. */
  const reorder = useOptimisticMutation({
    send: (changes: readonly OrderChange[]) =>
      Promise.all(
        changes.map(({ kind, id, sortOrder, dateValue }) =>
          patchItem(kind, id, dateValue === undefined ? { sortOrder } : { sortOrder, dateValue }),
        ),
      ),
    edits: (changes) => monthEdit((r) => withOrderChanges(r, changes)),
    failure: () => 'The new order was not saved. Please try again.',
    refetch: (results) => (results.some((result) => result._cacheInvalidate) ? [everyMonth] : [key]),
  });

  const remove = useOptimisticMutation({
    send: (item: BudgetItem) => deleteItem(item.kind, item.id),
    edits: (item) => monthEdit((r) => withItemRemoved(r, item.kind, item.id)),
    failure: (_error, item) => `${item.name} was not deleted. Please try again.`,
    refetch: () => [everyMonth],
  });

  const ensureBudgetId = async (): Promise<number> => {
    const cached = queryClient.getQueryData(key);
    if (cached?.budget) return cached.budget.id;
    const created = await createBudget(userId, month);
    if (!created.budget) throw new Error('POST /api/budget answered no budget');
    return created.budget.id;
  };

  const add = useOptimisticMutation({
    send: async ({ kind, name, amount, dueDate }: NewItemWrite) =>
      createItem(kind, newItemBody(kind, await ensureBudgetId(), name, amount, dueDate)),
    edits: ({ kind, name, amount, dueDate, placeholderId }) =>
      monthEdit((r) => {
        const body = newItemBody(kind, r.budget?.id ?? 0, name, amount, dueDate);
        return withItemAdded(r, kind, placeholderRecord(kind, placeholderId, body, PLACEHOLDER_SORT_ORDER));
      }),
    failure: (_error, { name }) => `${name} was not added. Please try again.`,
    onSaved: (record, { kind, placeholderId }) => {
      queryClient.setQueryData(key, (response) =>
        response ? withItemAdded(response, kind, record, placeholderId) : response,
      );
      itemSaved();
    },
    refetch: () => [key],
  });

  const { mutate: mutateName } = rename;
  const { mutate: mutateAmount } = reprice;
  const { mutate: mutateTick } = tick;
  const { mutate: mutateOrder } = reorder;
  const { mutate: mutateRemove } = remove;
  const { mutate: mutateAdd } = add;

  return useMemo(
    () => ({
      saveName: (item: BudgetItem, name: string) => mutateName({ item, value: name }),
      saveAmount(item: BudgetItem, amount: number) {
        eventsRef.current.onAmountSet(item.kind, item.name, amount);
        mutateAmount({ item, value: amount });
      },
      setPaid: (item: BudgetItem, paid: boolean) => mutateTick({ item, value: paid }),
      move(changes: readonly OrderChange[]) {
        if (changes.length > 0) mutateOrder(changes);
      },
      remove: (item: BudgetItem) => mutateRemove(item),
      /** A new item of `kind`, due on `dueDate` when given, else on its kind's default day. */
      add({ kind, dueDate }: { kind: ItemKind; dueDate?: string }, name: string, amount: number) {
        eventsRef.current.onAmountSet(kind, name, amount);
        mutateAdd({ kind, dueDate, name, amount, placeholderId: nextPlaceholderId.current-- });
      },
    }),
    [mutateName, mutateAmount, mutateTick, mutateOrder, mutateRemove, mutateAdd],
  );
}

export type ItemWrites = ReturnType<typeof useItemWrites>;

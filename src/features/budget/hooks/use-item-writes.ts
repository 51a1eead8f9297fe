import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { displayItemName } from '@halfwise/core/display-name.ts';
import type { BudgetItem, ItemKind } from '../../../domain/items.ts';
import type { MonthKey } from '../../../domain/month.ts';
import type { OrderChange } from '../../../domain/reorder.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import {
  cacheEdit,
  reversal,
  type CacheEdit,
  type OptimisticWrite,
} from '../../../lib/optimistic-mutation.ts';
import { allBudgetsKey, budgetRead } from '../api/budget-keys.ts';
import {
  createBudget,
  createItem,
  deleteItem,
  patchItem,
  type ItemRecord,
  type PatchedItem,
} from '../api/budget-requests.ts';
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
import { TICK_WORDS } from '../model/row-label.ts';
import { itemOf, orderChangesBack, recordOf, restoredItemBody } from '../model/undo-plans.ts';

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

interface MoveWrite {
  item: BudgetItem;
  changes: readonly OrderChange[];
  /** The changes that put every moved row back (worked out from the month as it was). */
  back: readonly OrderChange[];
}

interface RestoreWrite {
  /** The deleted item as it was. */
  item: BudgetItem;
  placeholderId: number;
}

interface FieldWriteParts {
  monthEdit: (apply: (response: BudgetResponse) => BudgetResponse) => CacheEdit[];
  refetch: (result: PatchedItem) => QueryKey[];
  onSaved: () => void;
  /** The name the screen shows for an item. */
  shown: (item: BudgetItem) => string;
}

/** A change of one field of one item, and its undo; `noun` names the field in the failure toast. */
function useFieldWrite<T>(
  noun: string,
  field: {
    patchOf: (value: T) => ItemPatch;
    valueOf: (item: BudgetItem) => T;
    title: (shown: (item: BudgetItem) => string, item: BudgetItem, value: T) => string;
    /** The failure toast's text, when the field's generic one does not read well. */
    failure?: (item: BudgetItem, value: T) => string;
  },
  parts: FieldWriteParts,
) {
  const write: OptimisticWrite<ItemEdit<T>, PatchedItem> = {
    send: ({ item, value }) => patchItem(item.kind, item.id, field.patchOf(value)),
    edits: ({ item, value }) =>
      parts.monthEdit((r) => withItemPatched(r, item.kind, item.id, field.patchOf(value))),
    failure: (_error, { item, value }) =>
      field.failure?.(item, value) ?? `The new ${noun} of ${item.name} was not saved. Please try again.`,
    onSaved: parts.onSaved,
    refetch: parts.refetch,
    undo: {
      label: ({ item, value }) => ({ title: field.title(parts.shown, item, value) }),
      reverse: ({ variables: { item } }, rows) =>
        reversal(write, { item: { ...item, id: rows(item.kind, item.id) }, value: field.valueOf(item) }),
    },
  };
  return useOptimisticMutation(write).mutate;
}

/** Every item change of the month screen, each optimistic and undoable (docs/budget-screen.md "Writes", "Undo"). */
export function useItemWrites(userId: string, month: MonthKey, events: ItemWriteEvents) {
  const queryClient = useQueryClient();
  const nextPlaceholderId = useRef(-1);
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });

  const { queryKey: key } = budgetRead(userId, month);
  const everyMonth = allBudgetsKey(userId);
  const monthEdit = (apply: (response: BudgetResponse) => BudgetResponse): CacheEdit[] => [
    cacheEdit(key, (cached) => apply(cached ?? EMPTY_BUDGET)),
  ];
  // The server says when an edit changed more than the item (e.g. another month's copy).
  const afterPatch = (result: PatchedItem): QueryKey[] => (result._cacheInvalidate ? [everyMonth] : []);
  const itemSaved = () => eventsRef.current.onItemSaved();
  const shown = ({ kind, name }: Pick<BudgetItem, 'kind' | 'name'>) => displayItemName(kind, name, month);
  const placeholderId = () => nextPlaceholderId.current--;

  /** Core §4: only the changed rows are sent; the budget is refetched afterwards. */
  const moveWrite: OptimisticWrite<MoveWrite, PatchedItem[]> = {
    send: ({ changes }) =>
      Promise.all(
        changes.map(({ kind, id, sortOrder, dateValue }) =>
          patchItem(kind, id, dateValue === undefined ? { sortOrder } : { sortOrder, dateValue }),
        ),
      ),
    edits: ({ changes }) => monthEdit((r) => withOrderChanges(r, changes)),
    failure: () => 'The new order was not saved. Please try again.',
    refetch: (results) => (results.some((result) => result._cacheInvalidate) ? [everyMonth] : [key]),
    undo: {
      label: ({ item }) => ({ title: UNDO_LABELS.moved(shown(item)) }),
      reverse: ({ variables: { item, back } }, rows) => {
        const changes = back.map((change) => ({ ...change, id: rows(change.kind, change.id) }));
        return reversal(moveWrite, { item, changes, back: [] });
      },
    },
  };

  /** A deleted item created again where it was; older undo steps reach it under its new id. */
  const restoreWrite: OptimisticWrite<RestoreWrite, ItemRecord> = {
    send: ({ item }) => createItem(item.kind, restoredItemBody(item)),
    edits: ({ item, placeholderId: id }) => monthEdit((r) => withItemAdded(r, item.kind, recordOf(item, id))),
    failure: (_error, { item }) => `${item.name} was not added back. Please try again.`,
    onSaved: (record, { item, placeholderId: id }) =>
      queryClient.setQueryData(key, (response) =>
        response ? withItemAdded(response, item.kind, record, id) : response,
      ),
    refetch: () => [everyMonth],
  };

  const removeWrite: OptimisticWrite<BudgetItem, void> = {
    send: (item) => deleteItem(item.kind, item.id),
    edits: (item) => monthEdit((r) => withItemRemoved(r, item.kind, item.id)),
    failure: (_error, item) => `${item.name} was not deleted. Please try again.`,
    refetch: () => [everyMonth],
    undo: {
      label: (item) => ({ title: UNDO_LABELS.deleted(shown(item)) }),
      reverse: ({ variables: item }, rows) => {
        const id = rows(item.kind, item.id);
        return reversal(
          restoreWrite,
          { item: { ...item, id }, placeholderId: placeholderId() },
          { table: item.kind, id, newId: (record) => record.id },
        );
      },
    },
  };

  const ensureBudgetId = async (): Promise<number> => {
    const cached = queryClient.getQueryData(key);
    if (cached?.budget) return cached.budget.id;
    const created = await createBudget(userId, month);
    if (!created.budget) throw new Error('POST /api/budget answered no budget');
    return created.budget.id;
  };

  const addWrite: OptimisticWrite<NewItemWrite, ItemRecord> = {
    send: async ({ kind, name, amount, dueDate }) =>
      createItem(kind, newItemBody(kind, await ensureBudgetId(), name, amount, dueDate)),
    edits: ({ kind, name, amount, dueDate, placeholderId: id }) =>
      monthEdit((r) => {
        const body = newItemBody(kind, r.budget?.id ?? 0, name, amount, dueDate);
        return withItemAdded(r, kind, placeholderRecord(kind, id, body, PLACEHOLDER_SORT_ORDER));
      }),
    failure: (_error, { name }) => `${name} was not added. Please try again.`,
    onSaved: (record, { kind, placeholderId: id }) => {
      queryClient.setQueryData(key, (response) =>
        response ? withItemAdded(response, kind, record, id) : response,
      );
      itemSaved();
    },
    refetch: () => [key],
    undo: {
      label: (added) => ({ title: UNDO_LABELS.added(shown(added)) }),
      reverse: ({ variables: { kind }, result }, rows) =>
        reversal(removeWrite, { ...itemOf(kind, result), id: rows(kind, result.id) }),
    },
  };

  const fieldParts = { monthEdit, refetch: afterPatch, onSaved: itemSaved, shown };
  const mutateName = useFieldWrite<string>(
    'name',
    {
      patchOf: (name) => ({ name }),
      valueOf: (item) => item.name,
      title: (show, item, name) => UNDO_LABELS.renamed(show(item), show({ ...item, name })),
    },
    fieldParts,
  );
  const mutateAmount = useFieldWrite<number>(
    'amount',
    {
      patchOf: (amount) => ({ amount }),
      valueOf: (item) => item.amount,
      title: (show, item, amount) => UNDO_LABELS.amountChanged(show(item), amount),
    },
    fieldParts,
  );
  const mutateTick = useFieldWrite<boolean>(
    'paid state',
    {
      patchOf: (isPaid) => ({ isPaid }),
      valueOf: (item) => item.isPaid,
      title: (show, item, paid) => UNDO_LABELS.ticked(show(item), TICK_WORDS[item.kind], paid),
      failure: tickFailure,
    },
    fieldParts,
  );
  const { mutate: mutateOrder } = useOptimisticMutation(moveWrite);
  const { mutate: mutateRemove } = useOptimisticMutation(removeWrite);
  const { mutate: mutateAdd } = useOptimisticMutation(addWrite);

  return useMemo(
    () => ({
      saveName: (item: BudgetItem, name: string) => mutateName({ item, value: name }),
      saveAmount(item: BudgetItem, amount: number) {
        eventsRef.current.onAmountSet(item.kind, item.name, amount);
        mutateAmount({ item, value: amount });
      },
      setPaid: (item: BudgetItem, paid: boolean) => mutateTick({ item, value: paid }),
      /** `changes` move `item` (and renumber the rows around it). */
      move(item: BudgetItem, changes: readonly OrderChange[]) {
        if (changes.length === 0) return;
        const before = queryClient.getQueryData(budgetRead(userId, month).queryKey);
        mutateOrder({ item, changes, back: before ? orderChangesBack(before, changes) : [] });
      },
      remove: (item: BudgetItem) => mutateRemove(item),
      /** A new item of `kind`, due on `dueDate` when given, else on its kind's default day. */
      add({ kind, dueDate }: { kind: ItemKind; dueDate?: string }, name: string, amount: number) {
        eventsRef.current.onAmountSet(kind, name, amount);
        mutateAdd({ kind, dueDate, name, amount, placeholderId: nextPlaceholderId.current-- });
      },
    }),
    [mutateName, mutateAmount, mutateTick, mutateOrder, mutateRemove, mutateAdd, queryClient, userId, month],
  );
}

export type ItemWrites = ReturnType<typeof useItemWrites>;

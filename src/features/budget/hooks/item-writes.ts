import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { displayName, itemOf, recordOf, type BudgetItem, type ItemKind } from '../../../domain/items.ts';
import type { MonthKey } from '../../../domain/month.ts';
import type { OrderChange } from '../../../domain/reorder.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import { ApiError } from '../../../lib/api.ts';
import {
  cacheEdit,
  reversal,
  type CacheEdit,
  type OptimisticWrite,
} from '../../../lib/optimistic-mutation.ts';
import { newPlaceholderId, realId, rememberRealId } from '../../../lib/placeholder-ids.ts';
import { payScheduleRead } from '../../../lib/pay-schedule.ts';
import { allBudgetsKey, budgetRead } from '../api/budget-keys.ts';
import {
  createBudget,
  createItem,
  deleteItem,
  patchItem,
  type ItemRecord,
  type PatchedItem,
} from '../api/budget-requests.ts';
import type { BudgetResponse } from '../api/types.ts';
import {
  EMPTY_BUDGET,
  withItemAdded,
  withItemPatched,
  withItemRemoved,
  withOrderChanges,
} from '../model/budget-cache.ts';
import {
  fieldFailure,
  fieldOf,
  FIELD_NAMES,
  fieldTitle,
  valueOn,
  wirePatch,
  type FieldName,
  type ValueOf,
} from '../model/item-fields.ts';
import { newItemBody, placeholderRecord } from '../model/new-item.ts';
import { restoredItemBody } from '../model/undo-plans.ts';
import { setAsideTickWrite } from './set-aside-writes.ts';

/**
 * The month a write belongs to. Every write carries it in its variables, with all else it needs, so a write
 * queued offline can be sent after a reload (docs/offline.md).
 */
export interface MonthAt {
  userId: string;
  month: MonthKey;
}

export interface ItemEdit<T> {
  at: MonthAt;
  item: BudgetItem;
  value: T;
}

export interface NewItemWrite {
  at: MonthAt;
  kind: ItemKind;
  dueDate: string | undefined;
  name: string;
  amount: number;
  placeholderId: number;
  /** Sent with every try of this create, so it is made once. */
  idempotencyKey: string;
}

export interface MoveWrite {
  at: MonthAt;
  item: BudgetItem;
  changes: readonly OrderChange[];
  /** The changes that put every moved row back (worked out from the month as it was). */
  back: readonly OrderChange[];
}

export interface RemoveWrite {
  at: MonthAt;
  item: BudgetItem;
}

interface RestoreWrite {
  at: MonthAt;
  /** The deleted item as it was. */
  item: BudgetItem;
  placeholderId: number;
  idempotencyKey: string;
}

/**
 * The toast of a change made offline to an item that was deleted elsewhere meanwhile (the server answers 404
 * when the change is sent). A change refused at once keeps the field's own wording.
 */
export function itemGoneText(error: unknown, name: string, { queued }: { queued: boolean }): string | null {
  return queued && error instanceof ApiError && error.status === 404
    ? `${name} was deleted on another device, so this change to it was not saved.`
    : null;
}

/** An item as an undo step names it: its date, whichever way the write holds it, names a bank balance. */
type ShownItem = Pick<BudgetItem, 'kind' | 'name'> & { dateValue?: string | null; dueDate?: string };

/** The write of each editable field (model/item-fields.ts). */
export type FieldWrites = { [F in FieldName]: OptimisticWrite<ItemEdit<ValueOf<F>>, PatchedItem> };

/**
 * Every item change of the month screen, each optimistic and undoable (docs/budget-screen.md "Writes", "Undo"),
 * named so that one queued offline survives a reload.
 */
export function itemWrites(queryClient: QueryClient) {
  const keyOf = ({ userId, month }: MonthAt) => budgetRead(userId, month).queryKey;
  const monthEdit = (at: MonthAt, apply: (response: BudgetResponse) => BudgetResponse): CacheEdit[] => [
    cacheEdit(keyOf(at), (cached) => apply(cached ?? EMPTY_BUDGET)),
  ];
  // The server says when an edit changed more than the item (e.g. another month's copy).
  const afterPatch = (result: PatchedItem, at: MonthAt): QueryKey[] =>
    result._cacheInvalidate ? [allBudgetsKey(at.userId)] : [];
  const shownIn =
    ({ month }: MonthAt) =>
    ({ kind, name, dateValue, dueDate }: ShownItem) =>
      displayName({ kind, name, dateValue: dateValue ?? dueDate ?? null }, month);

  /** One field's change, from its declaration: sent alone, shown at once, undone by setting the old value. */
  const fieldWrite = <F extends FieldName>(name: F) => {
    const patchOf = (kind: ItemKind, value: ValueOf<F>) => wirePatch(kind, { [name]: value });
    const write: OptimisticWrite<ItemEdit<ValueOf<F>>, PatchedItem> = {
      name: fieldOf(name).write,
      send: ({ item, value }) => patchItem(item.kind, realId(item.id), patchOf(item.kind, value)),
      edits: ({ at, item, value }) =>
        monthEdit(at, (r) => withItemPatched(r, item.kind, item.id, { [name]: value })),
      failure: (error, { item, value }, sent) =>
        itemGoneText(error, item.name, sent) ?? fieldFailure(item, name, value),
      refetch: (result, { at }) => afterPatch(result, at),
      undo: {
        label: ({ at, item, value }) => ({ title: fieldTitle(shownIn(at), item, name, value) }),
        reverse: ({ variables: { at, item } }, rows) =>
          reversal(write, {
            at,
            item: { ...item, id: rows(item.kind, item.id) },
            value: valueOn(item, name),
          }),
      },
    };
    return write;
  };
  const fields = Object.fromEntries(FIELD_NAMES.map((name) => [name, fieldWrite(name)])) as FieldWrites;

  /** Core §4: only the changed rows are sent; the budget is refetched afterwards. */
  const move: OptimisticWrite<MoveWrite, PatchedItem[]> = {
    name: 'budget-item-move',
    send: ({ changes }) =>
      Promise.all(
        changes.map(({ kind, id, sortOrder, dateValue }) =>
          patchItem(kind, realId(id), wirePatch(kind, { sortOrder, dateValue })),
        ),
      ),
    edits: ({ at, changes }) => monthEdit(at, (r) => withOrderChanges(r, changes)),
    failure: (error, { item }, sent) =>
      itemGoneText(error, item.name, sent) ?? 'The new order was not saved. Please try again.',
    refetch: (results, { at }) =>
      results.some((result) => result._cacheInvalidate) ? [allBudgetsKey(at.userId)] : [keyOf(at)],
    undo: {
      label: ({ at, item }) => ({ title: UNDO_LABELS.moved(shownIn(at)(item)) }),
      reverse: ({ variables: { at, item, back } }, rows) => {
        const changes = back.map((change) => ({ ...change, id: rows(change.kind, change.id) }));
        return reversal(move, { at, item, changes, back: [] });
      },
    },
  };

  /** A deleted item created again where it was; older undo steps reach it under its new id. */
  const restore: OptimisticWrite<RestoreWrite, ItemRecord> = {
    name: 'budget-item-restore',
    send: async ({ item, placeholderId, idempotencyKey }) => {
      const record = await createItem(item.kind, restoredItemBody(item), idempotencyKey);
      rememberRealId(placeholderId, record.id);
      return record;
    },
    edits: ({ at, item, placeholderId: id }) =>
      monthEdit(at, (r) => withItemAdded(r, item.kind, recordOf(item, id))),
    failure: (_error, { item }) => `${item.name} was not added back. Please try again.`,
    onSaved: (record, { at, item, placeholderId: id }) =>
      queryClient.setQueryData(keyOf(at), (response) =>
        response ? withItemAdded(response, item.kind, record, id) : response,
      ),
    refetch: (_record, { at }) => [allBudgetsKey(at.userId)],
  };

  const remove: OptimisticWrite<RemoveWrite, void> = {
    name: 'budget-item-delete',
    send: async ({ item }) => {
      try {
        await deleteItem(item.kind, realId(item.id));
      } catch (error) {
        // Gone already (deleted on another device, or this delete was sent before and its answer lost).
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    edits: ({ at, item }) => monthEdit(at, (r) => withItemRemoved(r, item.kind, item.id)),
    failure: (_error, { item }) => `${item.name} was not deleted. Please try again.`,
    refetch: (_result, { at }) => [allBudgetsKey(at.userId)],
    undo: {
      label: ({ at, item }) => ({ title: UNDO_LABELS.deleted(shownIn(at)(item)) }),
      reverse: ({ variables: { at, item } }, rows) => {
        const id = rows(item.kind, item.id);
        return reversal(
          restore,
          {
            at,
            item: { ...item, id },
            placeholderId: newPlaceholderId(),
            idempotencyKey: crypto.randomUUID(),
          },
          { table: item.kind, id, newId: (record) => record.id },
        );
      },
    },
  };

  const ensureBudgetId = async (at: MonthAt): Promise<number> => {
    const cached = queryClient.getQueryData(keyOf(at));
    if (cached?.budget) return cached.budget.id;
    const created = await createBudget(at.userId, at.month);
    if (!created.budget) throw new Error('POST /api/budget answered no budget');
    return created.budget.id;
  };

  const add: OptimisticWrite<NewItemWrite, ItemRecord> = {
    name: 'budget-item-add',
    send: async ({ at, kind, name, amount, dueDate, placeholderId, idempotencyKey }) => {
      const body = newItemBody(kind, await ensureBudgetId(at), name, amount, dueDate);
      const record = await createItem(kind, body, idempotencyKey);
      rememberRealId(placeholderId, record.id);
      return record;
    },
    edits: ({ at, kind, name, amount, dueDate, placeholderId: id }) =>
      monthEdit(at, (r) => {
        const body = newItemBody(kind, r.budget?.id ?? 0, name, amount, dueDate);
        const schedule = queryClient.getQueryData(payScheduleRead.queryKey) ?? DEFAULT_PAY_SCHEDULE;
        const record = placeholderRecord(kind, id, body, { response: r, month: at.month, schedule });
        return withItemAdded(r, kind, record);
      }),
    failure: (_error, { name }) => `${name} was not added. Please try again.`,
    onSaved: (record, { at, kind, placeholderId: id }) => {
      queryClient.setQueryData(keyOf(at), (response) =>
        response ? withItemAdded(response, kind, record, id) : response,
      );
    },
    refetch: (_record, { at }) => [keyOf(at)],
    undo: {
      label: (added) => ({ title: UNDO_LABELS.added(shownIn(added.at)(added)) }),
      reverse: ({ variables: { at, kind }, result }, rows) =>
        reversal(remove, { at, item: { ...itemOf(kind, result), id: rows(kind, result.id) } }),
    },
  };

  return { fields, move, remove, restore, add };
}

/** The budget writes that may wait for the network, to register at start (docs/offline.md). */
export function budgetWriteDefaults(queryClient: QueryClient): OptimisticWrite<never, unknown>[] {
  const { fields, move, remove, restore, add } = itemWrites(queryClient);
  return [...Object.values(fields), move, remove, restore, add, setAsideTickWrite] as OptimisticWrite<
    never,
    unknown
  >[];
}

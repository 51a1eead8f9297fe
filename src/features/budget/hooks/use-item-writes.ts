import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import type { BudgetItem, ItemKind } from '../../../domain/items.ts';
import type { MonthKey } from '../../../domain/month.ts';
import type { OrderChange } from '../../../domain/reorder.ts';
import { newPlaceholderId } from '../../../lib/placeholder-ids.ts';
import { budgetRead } from '../api/budget-keys.ts';
import { fieldOf, FIELD_NAMES, type FieldName, type ValueOf } from '../model/item-fields.ts';
import { orderChangesBack } from '../model/undo-plans.ts';
import { itemWrites } from './item-writes.ts';

export interface ItemWriteEvents {
  /** An item was saved or edited (ends the new-user state). */
  onItemSaved: () => void;
  /** An amount above zero was set on this item (tips). */
  onAmountSet: (kind: ItemKind, name: string, amount: number) => void;
}

/** Every item change of the month screen, each optimistic and undoable (docs/budget-screen.md "Writes", "Undo"). */
export function useItemWrites(userId: string, month: MonthKey, events: ItemWriteEvents) {
  const queryClient = useQueryClient();
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });
  const writes = useMemo(() => itemWrites(queryClient), [queryClient]);

  // One mutation per field, in the table's order: FIELD_NAMES is a constant, so every render calls the same hooks.
  const fieldMutations = Object.fromEntries(
    // eslint-disable-next-line react-hooks/rules-of-hooks
    FIELD_NAMES.map((name) => [name, useOptimisticMutation(writes.fields[name] as never).mutate]),
  ) as Record<FieldName, (variables: unknown, options?: { onSuccess?: () => void }) => void>;
  const fieldsRef = useRef(fieldMutations);
  useEffect(() => {
    fieldsRef.current = fieldMutations;
  });
  const { mutate: mutateOrder } = useOptimisticMutation(writes.move);
  const { mutate: mutateRemove } = useOptimisticMutation(writes.remove);
  const { mutate: mutateAdd } = useOptimisticMutation(writes.add);

  return useMemo(() => {
    const at = { userId, month };
    const saved = { onSuccess: () => eventsRef.current.onItemSaved() };
    return {
      /** Sets field `name` of `item` to what its declaration accepts of `typed` (nothing when it accepts none). */
      save<F extends FieldName>(name: F, item: BudgetItem, typed: ValueOf<F>) {
        const { accept } = fieldOf(name);
        const value = accept ? accept(typed) : typed;
        if (value === undefined) return;
        if (name === 'amount') eventsRef.current.onAmountSet(item.kind, item.name, value as number);
        fieldsRef.current[name]({ at, item, value }, saved);
      },
      /** `changes` move `item` (and renumber the rows around it). */
      move(item: BudgetItem, changes: readonly OrderChange[]) {
        if (changes.length === 0) return;
        const before = queryClient.getQueryData(budgetRead(userId, month).queryKey);
        mutateOrder({ at, item, changes, back: before ? orderChangesBack(before, changes) : [] });
      },
      remove: (item: BudgetItem) => mutateRemove({ at, item }),
      /** A new item of `kind`, due on `dueDate` when given, else on its kind's default day. */
      add({ kind, dueDate }: { kind: ItemKind; dueDate?: string }, name: string, amount: number) {
        eventsRef.current.onAmountSet(kind, name, amount);
        const placeholderId = newPlaceholderId();
        mutateAdd(
          { at, kind, dueDate, name, amount, placeholderId, idempotencyKey: crypto.randomUUID() },
          saved,
        );
      },
    };
  }, [mutateOrder, mutateRemove, mutateAdd, queryClient, userId, month]);
}

export type ItemWrites = ReturnType<typeof useItemWrites>;

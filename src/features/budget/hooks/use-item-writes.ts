import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import type { BudgetItem, ItemKind } from '../../../domain/items.ts';
import type { MonthKey } from '../../../domain/month.ts';
import type { OrderChange } from '../../../domain/reorder.ts';
import { newPlaceholderId } from '../../../lib/placeholder-ids.ts';
import { budgetRead } from '../api/budget-keys.ts';
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

  const { mutate: mutateName } = useOptimisticMutation(writes.rename);
  const { mutate: mutateAmount } = useOptimisticMutation(writes.setAmount);
  const { mutate: mutateTick } = useOptimisticMutation(writes.tick);
  const { mutate: mutateOrder } = useOptimisticMutation(writes.move);
  const { mutate: mutateRemove } = useOptimisticMutation(writes.remove);
  const { mutate: mutateAdd } = useOptimisticMutation(writes.add);

  return useMemo(() => {
    const at = { userId, month };
    const saved = { onSuccess: () => eventsRef.current.onItemSaved() };
    return {
      saveName: (item: BudgetItem, name: string) => mutateName({ at, item, value: name }, saved),
      saveAmount(item: BudgetItem, amount: number) {
        eventsRef.current.onAmountSet(item.kind, item.name, amount);
        mutateAmount({ at, item, value: amount }, saved);
      },
      setPaid: (item: BudgetItem, paid: boolean) => mutateTick({ at, item, value: paid }, saved),
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
  }, [
    mutateName,
    mutateAmount,
    mutateTick,
    mutateOrder,
    mutateRemove,
    mutateAdd,
    queryClient,
    userId,
    month,
  ]);
}

export type ItemWrites = ReturnType<typeof useItemWrites>;

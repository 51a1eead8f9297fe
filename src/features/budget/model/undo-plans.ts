import type { BudgetItem, ItemKind } from '../../../domain/items.ts';
import type { OrderChange } from '../../../domain/reorder.ts';
import type { ItemRecord, RestoredItem } from '../api/budget-requests.ts';
import type { BudgetResponse } from '../api/types.ts';

// What undo sends and shows for budget items: pure, so each is tested beside this file.

/** The create body that brings a deleted item back as it was: same fields, same place in the list. */
export function restoredItemBody(item: BudgetItem): RestoredItem {
  return {
    budgetId: item.budgetId,
    name: item.name,
    amount: item.amount,
    ...(item.dateValue === null ? {} : { dueDate: item.dateValue }),
    priority: item.priority,
    category: item.category,
    isPaid: item.isPaid,
    sortOrder: item.sortOrder,
  };
}

/** The wire record of `item` (under another id, e.g. a placeholder's), as the cache holds it. */
export function recordOf(item: BudgetItem, id: number = item.id): ItemRecord {
  const common = {
    id,
    budgetId: item.budgetId,
    name: item.name,
    amount: item.amount,
    priority: item.priority,
    category: item.category,
    isPaid: item.isPaid,
    sortOrder: item.sortOrder,
  };
  return item.kind === 'income'
    ? { ...common, date: item.dateValue }
    : { ...common, dueDate: item.dateValue };
}

/** The item a record stands for. */
export function itemOf(kind: ItemKind, record: ItemRecord): BudgetItem {
  const dateValue = 'dueDate' in record ? record.dueDate : record.date;
  return {
    kind,
    id: record.id,
    budgetId: record.budgetId,
    name: record.name,
    amount: record.amount,
    dateValue,
    category: record.category,
    priority: record.priority,
    sortOrder: record.sortOrder,
    isPaid: record.isPaid,
  };
}

/**
 * The changes that put back what `changes` moved: each row's sortOrder, and its date where the move changed it,
 * as `before` held them. A row no longer in `before` (or without a date to go back to) keeps what it has.
 */
export function orderChangesBack(before: BudgetResponse, changes: readonly OrderChange[]): OrderChange[] {
  return changes.flatMap((change): OrderChange[] => {
    const record =
      change.kind === 'income'
        ? before.incomeItems.find((item) => item.id === change.id)
        : before.expenseItems.find((item) => item.id === change.id);
    if (!record) return [];
    const { dateValue, sortOrder } = itemOf(change.kind, record);
    const back: OrderChange = { kind: change.kind, id: change.id, sortOrder };
    return [change.dateValue === undefined || dateValue === null ? back : { ...back, dateValue }];
  });
}

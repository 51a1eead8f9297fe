import { NEW_ITEM_DEFAULTS, type ItemKind } from '../../../domain/items.ts';
import type { ItemRecord, NewItem } from './budget-requests.ts';

export function newItemBody(kind: ItemKind, budgetId: number, name: string, amount: number): NewItem {
  return { budgetId, name, amount, ...NEW_ITEM_DEFAULTS[kind] };
}

/** What the screen shows for a new item until the server answers (placeholder id below zero). */
export function placeholderRecord(kind: ItemKind, id: number, item: NewItem, sortOrder: number): ItemRecord {
  const common = {
    id,
    budgetId: item.budgetId,
    name: item.name,
    amount: item.amount,
    priority: item.priority,
    category: item.category,
    sortOrder,
  };
  return kind === 'income'
    ? { ...common, date: item.dueDate }
    : { ...common, dueDate: item.dueDate, isPaid: false };
}

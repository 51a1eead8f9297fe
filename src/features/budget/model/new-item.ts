import { recordOf } from './undo-plans.ts';
import { NEW_ITEM_DEFAULTS, type ItemKind } from '../../../domain/items.ts';
import type { ItemRecord, NewItem } from '../api/budget-requests.ts';

/** A new item with its kind's defaults; `dueDate` (e.g. '12/15/2026') replaces the default day when given. */
export function newItemBody(
  kind: ItemKind,
  budgetId: number,
  name: string,
  amount: number,
  dueDate?: string,
): NewItem {
  const defaults = NEW_ITEM_DEFAULTS[kind];
  return { budgetId, name, amount, ...defaults, dueDate: dueDate ?? defaults.dueDate };
}

/** What the screen shows for a new item until the server answers (placeholder id below zero). */
export function placeholderRecord(kind: ItemKind, id: number, item: NewItem, sortOrder: number): ItemRecord {
  const { dueDate, ...fields } = item;
  return recordOf({ kind, id, ...fields, dateValue: dueDate, isPaid: false, sortOrder });
}

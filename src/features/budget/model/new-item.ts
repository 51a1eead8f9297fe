import { endOfSectionSortOrder } from '@halfwise/core/new-item-order.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { NEW_ITEM_DEFAULTS, recordOf, type ItemKind } from '../../../domain/items.ts';
import type { MonthKey } from '../../../domain/month.ts';
import type { ItemRecord, NewItem } from '../api/budget-requests.ts';
import type { BudgetResponse } from '../api/types.ts';

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

/**
 * What the screen shows for a new item until the server answers (placeholder id below zero): where the server
 * will put it, last in the section of `schedule` that holds its day (core new-item-order.ts), after the month's
 * rows in `response`, other new rows not yet answered included.
 */
export function placeholderRecord(
  kind: ItemKind,
  id: number,
  item: NewItem,
  at: { response: BudgetResponse; month: MonthKey; schedule: PaySchedule },
): ItemRecord {
  const { dueDate, ...fields } = item;
  const rows = [
    ...at.response.incomeItems.map(({ date, sortOrder }) => ({ dueDate: date, sortOrder })),
    ...at.response.expenseItems.map(({ dueDate: day, sortOrder }) => ({ dueDate: day, sortOrder })),
  ];
  const sortOrder = endOfSectionSortOrder(at.schedule, at.month, rows, dueDate);
  return recordOf({ kind, id, ...fields, dateValue: dueDate, isPaid: false, sortOrder });
}

import { newItemPlace } from '@halfwise/core/new-item-order.ts';
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
 * will put it, after the rows of its section of `schedule` dated on or before its day (core new-item-order.ts),
 * among the month's rows in `response`, other new rows not yet answered included. Rows the server moves on to
 * make room (rarely: only when no whole number is free) show in place once it answers.
 */
export function placeholderRecord(
  kind: ItemKind,
  id: number,
  item: NewItem,
  at: { response: BudgetResponse; month: MonthKey; schedule: PaySchedule },
): ItemRecord {
  const { dueDate, ...fields } = item;
  const rows = [
    ...at.response.incomeItems.map(({ id: rowId, date, sortOrder }) => ({
      kind: 'income' as const,
      id: rowId,
      dueDate: date,
      sortOrder,
    })),
    ...at.response.expenseItems.map(({ id: rowId, dueDate: day, sortOrder }) => ({
      kind: 'expense' as const,
      id: rowId,
      dueDate: day,
      sortOrder,
    })),
  ];
  const { sortOrder } = newItemPlace(at.schedule, at.month, rows, dueDate, kind);
  return recordOf({ kind, id, ...fields, dateValue: dueDate, isPaid: false, sortOrder });
}

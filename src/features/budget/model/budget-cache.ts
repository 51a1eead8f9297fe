import { applyFieldChanges } from '@halfwise/core/field-changes.ts';
import type { ItemKind } from '../../../domain/items.ts';
import type { OrderChange } from '../../../domain/reorder.ts';
import type { ItemRecord } from '../api/budget-requests.ts';
import type { BudgetResponse, ExpenseItemRecord, IncomeItemRecord } from '../api/types.ts';
import { wirePatch, type ItemPatch } from './item-fields.ts';

/** Pure edits of a cached budget response, for optimistic updates. Order is the domain's job on read. */

/** The item as the server will have it: only the fields the patch names change (core/field-changes.ts). */
function patchRecord<T extends IncomeItemRecord | ExpenseItemRecord>(
  kind: ItemKind,
  record: T,
  patch: ItemPatch,
): T {
  return applyFieldChanges<T>(record, wirePatch(kind, patch) as Partial<T>);
}

export function withItemPatched(
  response: BudgetResponse,
  kind: ItemKind,
  id: number,
  patch: ItemPatch,
): BudgetResponse {
  if (kind === 'income') {
    return {
      ...response,
      incomeItems: response.incomeItems.map((item) =>
        item.id === id ? patchRecord(kind, item, patch) : item,
      ),
    };
  }
  return {
    ...response,
    expenseItems: response.expenseItems.map((item) =>
      item.id === id ? patchRecord(kind, item, patch) : item,
    ),
  };
}

export function withOrderChanges(response: BudgetResponse, changes: readonly OrderChange[]): BudgetResponse {
  return changes.reduce(
    (current, change) =>
      withItemPatched(current, change.kind, change.id, {
        sortOrder: change.sortOrder,
        ...(change.dateValue === undefined ? {} : { dateValue: change.dateValue }),
      }),
    response,
  );
}

export function withItemRemoved(response: BudgetResponse, kind: ItemKind, id: number): BudgetResponse {
  return kind === 'income'
    ? { ...response, incomeItems: response.incomeItems.filter((item) => item.id !== id) }
    : { ...response, expenseItems: response.expenseItems.filter((item) => item.id !== id) };
}

/** Adds `record`, or replaces the item whose id is `replacesId` (a placeholder) with it. */
export function withItemAdded(
  response: BudgetResponse,
  kind: ItemKind,
  record: ItemRecord,
  replacesId?: number,
): BudgetResponse {
  const without = replacesId === undefined ? response : withItemRemoved(response, kind, replacesId);
  return kind === 'income'
    ? { ...without, incomeItems: [...without.incomeItems, record as IncomeItemRecord] }
    : { ...without, expenseItems: [...without.expenseItems, record as ExpenseItemRecord] };
}

export const EMPTY_BUDGET: BudgetResponse = { budget: null, incomeItems: [], expenseItems: [] };

/** The payday `date`'s 'Future Goals' line ticked paid or not (its amount, and the balance, are the server's). */
export function withSetAsidePaid(response: BudgetResponse, date: string, paid: boolean): BudgetResponse {
  if (!response.sections) return response;
  return {
    ...response,
    sections: response.sections.map((section) =>
      section.start === date && section.setAsidePaid !== undefined
        ? { ...section, setAsidePaid: paid }
        : section,
    ),
  };
}

// Income and expense items as one list: which half of the month they fall in, how they show, their order.
import type {
  ApiBudget as Budget,
  BaseBudgetResponse as BudgetResponse,
} from '@halfwise/core/contract/budget.ts';
import { displayItemName, isCarriedOverName } from '@halfwise/core/display-name.ts';
import type { MonthKey } from './month.ts';

export type ItemKind = 'income' | 'expense';

export interface BudgetItem {
  kind: ItemKind;
  id: number;
  budgetId: number;
  name: string;
  amount: number;
  /** IncomeItem.date or ExpenseItem.dueDate: 'MM/DD/YYYY' or a plain day number. */
  dateValue: string | null;
  category: string;
  priority: number;
  sortOrder: number;
  /** Paid (expense) or received (income). */
  isPaid: boolean;
  /** Who last created or changed it (a user id); null when the server wrote it. */
  updatedBy?: string | null | undefined;
}

/** Core §3 / §9: new income is due on day '1', new expenses on '15'; priority 3; category 'other'. */
export const NEW_ITEM_DEFAULTS: Readonly<
  Record<ItemKind, { dueDate: string; priority: number; category: string }>
> = Object.freeze({
  income: Object.freeze({ dueDate: '1', priority: 3, category: 'other' }),
  expense: Object.freeze({ dueDate: '15', priority: 3, category: 'other' }),
});

export const CARRYOVER_CATEGORY = 'carryover';

export function fromApi(response: BudgetResponse): { budget: Budget | null; items: BudgetItem[] } {
  const income = response.incomeItems.map(({ date, ...item }): BudgetItem => ({
    kind: 'income',
    ...item,
    dateValue: date,
  }));
  const expenses = response.expenseItems.map(({ dueDate, ...item }): BudgetItem => ({
    kind: 'expense',
    ...item,
    dateValue: dueDate,
  }));
  return { budget: response.budget, items: [...income, ...expenses] };
}

/** `billsDay`: the day carried-over money is for, the month's second payday (15 by default). */
export function displayName(item: BudgetItem, month: MonthKey, billsDay?: number): string {
  return displayItemName(item.kind, item.name, month, billsDay);
}

/** Core §2: carried-over income and 'carryover' expenses are not listed in the late half. */
export function hiddenFromLate(item: BudgetItem): boolean {
  return item.kind === 'income'
    ? isCarriedOverName(item.name)
    : item.category.trim().toLowerCase() === CARRYOVER_CATEGORY;
}

/** Core §2: rows sorted by sortOrder, then id; income before expense when both tie (ids are per table). */
export function compareItems(a: BudgetItem, b: BudgetItem): number {
  return a.sortOrder - b.sortOrder || a.id - b.id || kindRank(a.kind) - kindRank(b.kind);
}

function kindRank(kind: ItemKind): number {
  return kind === 'income' ? 0 : 1;
}

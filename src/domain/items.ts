// Income and expense items as one list: which half of the month they fall in, how they show, their order.
import type {
  ApiBudget as Budget,
  BaseBudgetResponse as BudgetResponse,
  ExpenseItem,
  IncomeItem,
} from '@halfwise/core/contract/budget.ts';
import { displayItemName, isCarriedOverName } from '@halfwise/core/display-name.ts';
import { itemDayInMonth } from '@halfwise/core/sections.ts';
import type { MonthKey } from './month.ts';

export type ItemKind = 'income' | 'expense';

/** An income or an expense as the API sends it (a PATCH answer may carry `_cacheInvalidate` too). */
export type ItemRecord = IncomeItem | ExpenseItem;

/** The API's name of an item's date: income `date`, expense `dueDate` (a create calls both `dueDate`). */
export const DATE_FIELD = Object.freeze({ income: 'date', expense: 'dueDate' } as const);

type FieldsOf<R> = Omit<R, 'date' | 'dueDate'>;

/**
 * An income or expense as the screen holds it: the API's fields (those only one kind has, like an expense's
 * note, optional), with its date as `dateValue` ('MM/DD/YYYY' or a plain day number) whatever the kind calls it.
 * `isPaid` is paid (expense) or received (income); `updatedBy` who last created or changed it (a user id; null
 * when the server wrote it).
 */
export type BudgetItem = FieldsOf<IncomeItem> &
  Partial<FieldsOf<ExpenseItem>> & { kind: ItemKind; dateValue: string | null };

/** The item a record of `kind` stands for. */
export function itemOf(kind: ItemKind, record: ItemRecord): BudgetItem {
  const { [DATE_FIELD[kind]]: dateValue, ...fields } = record as ItemRecord & Record<string, unknown>;
  return { kind, ...(fields as FieldsOf<IncomeItem>), dateValue: (dateValue as string | null) ?? null };
}

/**
 * The record of `item` (under another id, e.g. a placeholder's), as the cache holds it; who changed it last is
 * the server's to say.
 */
export function recordOf(item: BudgetItem, id: number = item.id): ItemRecord {
  const { kind, dateValue, updatedBy: _updatedBy, ...fields } = item;
  return { ...fields, id, [DATE_FIELD[kind]]: dateValue } as ItemRecord;
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
  const income = response.incomeItems.map((record) => itemOf('income', record));
  const expenses = response.expenseItems.map((record) => itemOf('expense', record));
  return { budget: response.budget, items: [...income, ...expenses] };
}

/**
 * `billsDay`: the day carried-over money is for, the month's second payday (15 by default). A bank balance is
 * named after its own day in the month (display-name.ts).
 */
export function displayName(
  item: Pick<BudgetItem, 'kind' | 'name' | 'dateValue'>,
  month: MonthKey,
  billsDay?: number,
): string {
  return displayItemName(item.kind, item.name, month, billsDay, itemDayInMonth(item.dateValue, month));
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

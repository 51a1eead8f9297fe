// An income or expense as the section arithmetic reads it, and which income is the money a month opens with.
import { isSpecialIncomeName } from './display-name.ts';

export type ItemKind = 'income' | 'expense';

/** What the section arithmetic reads of an income or expense; amounts in cents. */
export interface SectionItem {
  id: number;
  kind: ItemKind;
  amount: number;
  /** 'MM/DD/YYYY', a plain day number, other text or null: read by budget-calendar's itemDay. */
  dueDate: string | null;
  /**
   * The day of month the item was given when its date falls on an earlier one (a copy into a month without its
   * 29th to 31st; calendar givenDay); absent or null otherwise. Only copies read it.
   */
  keptDay?: number | null;
  /** Paid (expense) or received (income); absent means not yet. */
  isPaid?: boolean;
  /** An expense whose due date can't move: a plan never moves or splits it; absent means it can. */
  fixedDate?: boolean;
  /** An expense that is a Future Goal's bill: the goal's id; absent or null otherwise. */
  goalId?: number | null;
  /** The stored name; absent where only amounts matter. It tells opening money (isOpeningMoney) apart. */
  name?: string | null;
}

/**
 * Income shown as the month's bank balance ('starting cash') or as money carried over: the money the month opens
 * with, never a paycheck. Dated on the 1st (where a new income goes), it counts at the very start of the month,
 * before anything due that day (budgetSections); dated later, it counts on its day as any income does.
 */
export function isOpeningMoney(item: Pick<SectionItem, 'kind' | 'name'>): boolean {
  return item.kind === 'income' && typeof item.name === 'string' && isSpecialIncomeName(item.name);
}

/** Income adds, an expense takes away. */
export function signedAmount(item: Pick<SectionItem, 'kind' | 'amount'>): number {
  return item.kind === 'income' ? item.amount : -item.amount;
}

/** The sum of the expenses not marked paid, in cents. */
export function unpaidAmount(items: readonly SectionItem[]): number {
  return items.reduce((sum, item) => (item.kind === 'expense' && !item.isPaid ? sum + item.amount : sum), 0);
}

// An income or expense as the section arithmetic reads it.

export type ItemKind = 'income' | 'expense';

/** What the section arithmetic reads of an income or expense; amounts in cents. */
export interface SectionItem {
  id: number;
  kind: ItemKind;
  amount: number;
  /** 'MM/DD/YYYY', a plain day number, other text or null: read by budget-calendar's itemDay. */
  dueDate: string | null;
  /** Paid (expense) or received (income); absent means not yet. */
  isPaid?: boolean;
}

/** Income adds, an expense takes away. */
export function signedAmount(item: Pick<SectionItem, 'kind' | 'amount'>): number {
  return item.kind === 'income' ? item.amount : -item.amount;
}

/** The sum of the expenses not marked paid, in cents. */
export function unpaidAmount(items: readonly SectionItem[]): number {
  return items.reduce((sum, item) => (item.kind === 'expense' && !item.isPaid ? sum + item.amount : sum), 0);
}

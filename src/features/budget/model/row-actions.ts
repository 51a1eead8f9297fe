import type { BudgetItem } from '../../../domain/items.ts';

export type EditField = 'name' | 'amount';

/** What a row can ask of the screen; one stable object so memoised rows do not re-render. */
export interface RowActions {
  startEdit: (item: BudgetItem, field: EditField) => void;
  commitName: (item: BudgetItem, text: string) => void;
  /** A whole-dollar amount the field has already read (core §5), in cents. */
  commitAmount: (item: BudgetItem, cents: number) => void;
  cancelEdit: () => void;
  toggleSelected: (item: BudgetItem) => void;
  /** Ticks an expense paid (an income received), or unticks it. */
  setPaid: (item: BudgetItem, paid: boolean) => void;
}

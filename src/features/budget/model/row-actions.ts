import type { BudgetItem } from '../../../domain/items.ts';
import type { FieldName, ValueOf } from './item-fields.ts';

/** The field whose edit is open on a row. */
export type EditField = FieldName;

/** What a row can ask of the screen; one stable object so memoised rows do not re-render. */
export interface RowActions {
  startEdit: (item: BudgetItem, field: EditField) => void;
  /**
   * Closes the open edit and saves `value` as field `name` of `item` (amounts in cents, whole dollars as the field
   * read them, core §5). A tick ('isPaid') is saved the same way.
   */
  commit: <F extends FieldName>(item: BudgetItem, name: F, value: ValueOf<F>) => void;
  cancelEdit: () => void;
  toggleSelected: (item: BudgetItem) => void;
}

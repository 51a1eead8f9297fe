export type { Budget as BudgetRecord, BudgetResponse } from '../../../domain/budget-response.ts';
export type {
  ExpenseItem as ExpenseItemRecord,
  IncomeItem as IncomeItemRecord,
} from '../../../domain/budget-response.ts';

/** Fields the screen changes on an item, in the domain's terms (`dateValue` is income `date` / expense `dueDate`). */
export interface ItemPatch {
  name?: string;
  amount?: number;
  sortOrder?: number;
  dateValue?: string;
}

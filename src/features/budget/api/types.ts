export type {
  ApiBudget as BudgetRecord,
  BaseBudgetResponse as BudgetResponse,
  ExpenseItem as ExpenseItemRecord,
  IncomeItem as IncomeItemRecord,
} from '@halfwise/core/contract/budget.ts';

/** Fields the screen changes on an item, in the domain's terms (`dateValue` is income `date` / expense `dueDate`). */
export interface ItemPatch {
  name?: string;
  amount?: number;
  sortOrder?: number;
  dateValue?: string;
  /** Paid (expense) or received (income). */
  isPaid?: boolean;
}

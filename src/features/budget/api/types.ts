export type {
  ApiBudget as BudgetRecord,
  BaseBudgetResponse as BudgetResponse,
  ExpenseItem as ExpenseItemRecord,
  IncomeItem as IncomeItemRecord,
} from '@halfwise/core/contract/budget.ts';

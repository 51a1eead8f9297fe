export type {
  ApiBudget as BudgetRecord,
  ExpenseItem as ExpenseItemRecord,
  IncomeItem as IncomeItemRecord,
} from '@halfwise/core/contract/budget.ts';
export type { BudgetRead as BudgetResponse, SetAsideSection } from '../../../lib/budget-read.ts';

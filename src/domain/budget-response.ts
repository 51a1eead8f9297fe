// The budget as the api function answers it; one definition, shared with the server. The screen works out
// the sections and the verdict itself with the same core code, so its cache holds only the budget and items.
export type {
  ApiBudget as Budget,
  BaseBudgetResponse as BudgetResponse,
  ExpenseItem,
  IncomeItem,
} from '@halfwise/core/contract/budget.ts';

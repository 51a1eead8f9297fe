// The budget as the api function answers it; one definition, shared with the server.
export type {
  ApiBudget as Budget,
  BudgetResponse,
  ExpenseItem,
  IncomeItem,
} from '@halfwise/core/contract/budget.ts';

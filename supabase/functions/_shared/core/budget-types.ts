export type { ApiBudget, BudgetResponse, ExpenseItem, IncomeItem, PatchedItem } from './contract/budget.ts';

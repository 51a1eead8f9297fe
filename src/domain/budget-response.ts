// The budget as GET /api/budget/{userId}/{month}/{year} and the budget writes return it (docs/api.md).

export interface Budget {
  id: number;
  userId: string;
  month: string;
  year: number;
  carryForward: number;
  futureGoalsBalance: number;
}

export interface IncomeItem {
  id: number;
  budgetId: number;
  name: string;
  amount: number;
  date: string | null;
  priority: number;
  category: string;
  sortOrder: number;
}

export interface ExpenseItem {
  id: number;
  budgetId: number;
  name: string;
  amount: number;
  dueDate: string | null;
  priority: number;
  category: string;
  isPaid: boolean;
  sortOrder: number;
}

export interface BudgetResponse {
  budget: Budget | null;
  incomeItems: IncomeItem[];
  expenseItems: ExpenseItem[];
}

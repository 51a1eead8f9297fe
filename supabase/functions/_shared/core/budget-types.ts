// The budget API's response shapes (docs/api.md, "Budgets and items"). Amounts are integer cents; ids numbers.

export interface ApiBudget {
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
  /** 'MM/DD/YYYY' or a plain day number; the field is called dueDate when an item is created. */
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

/** GET /api/budget/..., POST /api/budget and copy-to-next-month all answer this. */
export interface BudgetResponse {
  budget: ApiBudget | null;
  incomeItems: IncomeItem[];
  expenseItems: ExpenseItem[];
}

/** PATCH answers carry this flag when the change affects other months' view. */
export type PatchedItem<T> = T & { _cacheInvalidate?: true };

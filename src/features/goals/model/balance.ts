import type { BaseBudgetResponse as BudgetResponse } from '@halfwise/core/contract/budget.ts';

/** The cached month with the new balance; a month the server has yet to create gets a stand-in budget. */
export function withBalance(data: BudgetResponse | null | undefined, balanceCents: number): BudgetResponse {
  const budget = data?.budget ?? { id: 0, userId: '', month: '', year: 0, carryForward: 0 };
  return {
    incomeItems: data?.incomeItems ?? [],
    expenseItems: data?.expenseItems ?? [],
    budget: { ...budget, futureGoalsBalance: balanceCents },
  };
}

// Builders of budget items for the domain's unit tests.
import type { BudgetItem } from './items.ts';

type Extra = Partial<Omit<BudgetItem, 'kind' | 'id' | 'amount' | 'dateValue'>>;

export function income(id: number, amount: number, dateValue: string | null, extra: Extra = {}): BudgetItem {
  return { kind: 'income', ...defaults(id), amount, dateValue, ...extra };
}

export function expense(id: number, amount: number, dateValue: string | null, extra: Extra = {}): BudgetItem {
  return { kind: 'expense', ...defaults(id), amount, dateValue, ...extra };
}

function defaults(id: number) {
  return {
    id,
    budgetId: 1,
    name: `Item ${id}`,
    category: 'other',
    priority: 3,
    sortOrder: id * 100,
    isPaid: false,
  };
}

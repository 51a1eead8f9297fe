import { useMemo } from 'react';
import { buildBudgetView } from '../../../domain/budget-view.ts';
import { coverage } from '../../../domain/coverage.ts';
import { fromApi } from '../../../domain/items.ts';
import { EMPTY_BUDGET } from '../model/budget-cache.ts';
import type { BudgetResponse } from '../api/types.ts';

/** The month as the screen lists it, and the verdict against next month (null while next month loads). */
export function useMonthView(
  response: BudgetResponse | null | undefined,
  next: BudgetResponse | null | undefined,
) {
  return useMemo(() => {
    const { budget, items } = fromApi(response ?? EMPTY_BUDGET);
    const view = buildBudgetView(items, budget?.carryForward ?? 0);
    const verdict =
      next === undefined ? null : coverage(view.monthEndBalance, next ? fromApi(next).items : null);
    return { budget, items, view, verdict };
  }, [response, next]);
}

export type MonthView = ReturnType<typeof useMonthView>;

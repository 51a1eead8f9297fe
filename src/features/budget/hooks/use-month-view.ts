import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { useMemo } from 'react';
import { buildBudgetView } from '../../../domain/budget-view.ts';
import { fromApi } from '../../../domain/items.ts';
import type { MonthKey } from '../../../domain/month.ts';
import { EMPTY_BUDGET } from '../model/budget-cache.ts';
import type { BudgetResponse } from '../api/types.ts';

/** The month as the screen lists it, cut by the schedule, and the verdict (null while next month loads). */
export function useMonthView(
  month: MonthKey,
  schedule: PaySchedule,
  response: BudgetResponse | null | undefined,
  next: BudgetResponse | null | undefined,
) {
  return useMemo(() => {
    const { budget, items } = fromApi(response ?? EMPTY_BUDGET);
    const nextItems = next === undefined ? undefined : next && fromApi(next).items;
    const view = buildBudgetView(
      items,
      budget?.carryForward ?? 0,
      month,
      schedule,
      nextItems,
      response?.sections,
    );
    return { budget, items, view };
  }, [month, schedule, response, next]);
}

export type MonthView = ReturnType<typeof useMonthView>;

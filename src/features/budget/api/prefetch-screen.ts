import type { QueryClient } from '@tanstack/react-query';
import { addMonths, type MonthKey } from '../../../domain/month.ts';
import { payScheduleRead } from '../../../lib/pay-schedule.ts';
import { preloadBudgetScreen } from '../components/budget-screen-code.ts';
import { budgetRead } from './budget-keys.ts';

/**
 * Starts what the budget screen reads before its first row (the month, the next month for the verdict, the pay
 * schedule) and the screen's code, all at once, so none of them waits for another (docs/frontend.md, "A
 * returning user's first screen"). The screen's own queries then find them in flight or done. Settles once all
 * have (a failed read included: the screen's own query shows it).
 */
export async function prefetchBudgetScreen(
  queryClient: QueryClient,
  ownerId: string,
  month: MonthKey,
): Promise<void> {
  await Promise.all([
    preloadBudgetScreen(),
    queryClient.prefetchQuery(budgetRead(ownerId, month)),
    queryClient.prefetchQuery(budgetRead(ownerId, addMonths(month, 1))),
    queryClient.prefetchQuery(payScheduleRead),
  ]);
}

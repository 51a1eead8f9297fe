import type { QueryClient } from '@tanstack/react-query';
import { currentMonthKey, isMonthKey } from '../../domain/month.ts';
import { monthFromAddress } from '../../domain/month-choice.ts';
import { currentUserRead } from '../session/current-user.ts';
import { householdState } from '../session/household.ts';

const BUDGET_PATHS = new Set(['/', '/budget']);

/**
 * A returning user's first screen is usually the budget. Its reads and code start with the app instead of after
 * it has rendered: GET /api/user at once, the budget route's code beside it, and the budget's reads as soon as
 * the user (and so whose budget it is) is known. Nothing here renders; the screens' own queries pick it up.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
): void {
  // The shell shows what went wrong with the user's read; a prefetch has no one to tell.
  const user = queryClient.fetchQuery(currentUserRead).catch(() => null);
  if (!BUDGET_PATHS.has(location.pathname)) return;
  const budget = import('../../features/budget/index.ts');
  void Promise.all([user, budget])
    .then(([signedIn, { prefetchBudgetScreen }]) => {
      if (!signedIn) return;
      const first =
        signedIn.firstBudgetMonth && isMonthKey(signedIn.firstBudgetMonth) ? signedIn.firstBudgetMonth : null;
      const month = monthFromAddress(
        new URLSearchParams(location.search).get('month'),
        currentMonthKey(),
        first,
      );
      prefetchBudgetScreen(
        queryClient,
        householdState(signedIn.household, signedIn.id).view.budgetOwnerId,
        month,
      );
    })
    .catch(() => undefined);
}

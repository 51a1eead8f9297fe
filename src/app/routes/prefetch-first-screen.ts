import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { currentMonthKey } from '../../domain/month.ts';
import { firstBudgetMonthOf, monthFromAddress } from '../../domain/month-choice.ts';
import { BUDGET_PATHS } from '../../lib/early-reads.ts';
import { readAccessToken, readRefreshToken } from '../../lib/session-store.ts';
import { currentUserRead } from '../session/current-user.ts';
import { householdState } from '../session/household.ts';
import { preloadScreen } from '../ui/lazy-screen.ts';
import { ROUTE_TABLE } from './route-table.ts';

/** What prefetchFirstScreen started: the first screen's code, and the reads to start once the cache is restored. */
export interface FirstScreenStart {
  /** Settles once the first screen's code has arrived or failed to (at once when nothing was started). */
  code: Promise<void>;
  onRestored: () => void;
}

/**
 * A returning user's first screen is usually the budget. Its code and reads start with the app instead of after
 * it has rendered: the route's screen code at once (on `/` or `/budget` the month view's too: `code`); once the
 * device's kept data is restored (`onRestored`, so nothing races the restore) GET /api/user, and as soon as the
 * user (whose budget it is) has answered, the budget's reads and the screen's code. Nothing here renders; the
 * screens' own queries pick it up. Offline, or with no session, there is nothing to start early.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
): FirstScreenStart {
  if (!onlineManager.isOnline() || (!readAccessToken() && !readRefreshToken())) {
    return { code: Promise.resolve(), onRestored: () => undefined };
  }
  // The screen's code, so that it has arrived when the route shows it, and shows without a fallback.
  const screen = preloadScreen(ROUTE_TABLE.find((entry) => entry.path === location.pathname)?.signedIn);
  const budget = BUDGET_PATHS.includes(location.pathname) ? import('../../features/budget/index.ts') : null;
  const monthView = budget?.then(({ preloadBudgetScreen }) => preloadBudgetScreen()).catch(() => undefined);
  const code = Promise.all([screen, monthView]).then(() => undefined);
  return {
    code,
    onRestored: () => {
      // The shell shows what went wrong with the user's read; a prefetch has no one to tell.
      const user = queryClient.fetchQuery(currentUserRead).catch(() => null);
      if (!budget) return;
      void Promise.all([user, budget])
        .then(([signedIn, { prefetchBudgetScreen }]) => {
          if (!signedIn) return;
          const month = monthFromAddress(
            new URLSearchParams(location.search).get('month'),
            currentMonthKey(),
            firstBudgetMonthOf(signedIn.firstBudgetMonth),
          );
          prefetchBudgetScreen(
            queryClient,
            householdState(signedIn.household, signedIn.id).view.budgetOwnerId,
            month,
          );
        })
        .catch(() => undefined);
    },
  };
}

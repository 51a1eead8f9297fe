import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type * as BudgetFeature from '../../features/budget/index.ts';
import { currentMonthKey } from '../../domain/month.ts';
import { firstBudgetMonthOf, monthFromAddress } from '../../domain/month-choice.ts';
import { BUDGET_PATHS } from '../../lib/early-reads.ts';
import { readAccessToken, readRefreshToken } from '../../lib/session-store.ts';
import { currentUserRead } from '../session/current-user.ts';
import { householdState } from '../session/household.ts';
import { whenFirstScreenDrawn } from '../ui/first-screen.ts';
import { preloadScreen } from '../ui/lazy-screen.ts';
import { ROUTE_TABLE } from './route-table.ts';

/** What prefetchFirstScreen started, and what the first render may wait for. */
export interface FirstScreenStart {
  /**
   * Settles once what the first screen draws from has arrived or failed to: its code, and on a device that keeps
   * nothing yet its reads too (at once when nothing was started).
   */
  ready: Promise<void>;
  /** Runs once the device's kept data is restored. */
  onRestored: () => void;
}

const NOTHING_STARTED: FirstScreenStart = { ready: Promise.resolve(), onRestored: () => undefined };

/**
 * A returning user's first screen is usually the budget. Its code and reads start with the app instead of after
 * it has rendered: the route's screen code at once (on `/` or `/budget` the month view's too); GET /api/user, and
 * as soon as the user (whose budget it is) has answered, the budget's reads. Nothing here renders; the screens'
 * own queries pick it up.
 *
 * When the device may keep data from an earlier visit (`keepsData`, docs/offline.md), the reads wait for it to be
 * restored (`onRestored`) and drawn: the kept month shows first (an answer taken in while it is being drawn would
 * make React draw it again, at once and in one long task), and writes queued offline are sent before the month is
 * read again. When it keeps nothing (a first visit on this device), nothing can race them: they start at once and are
 * part of `ready`, so the first render draws the month instead of a loading state. Offline, or with no session,
 * there is nothing to start early.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  keepsData: boolean,
): FirstScreenStart {
  if (!onlineManager.isOnline() || (!readAccessToken() && !readRefreshToken())) return NOTHING_STARTED;
  // The screen's code, so that it has arrived when the route shows it, and shows without a fallback.
  const screen = preloadScreen(ROUTE_TABLE.find((entry) => entry.path === location.pathname)?.signedIn);
  const budget = BUDGET_PATHS.includes(location.pathname) ? import('../../features/budget/index.ts') : null;
  const monthView = budget?.then(({ preloadBudgetScreen }) => preloadBudgetScreen()).catch(() => undefined);
  const code = Promise.all([screen, monthView]).then(() => undefined);
  const startReads = () => readFirstScreen(queryClient, location, budget);
  if (keepsData) return { ready: code, onRestored: () => whenFirstScreenDrawn(() => void startReads()) };
  return { ready: Promise.all([code, startReads()]).then(() => undefined), onRestored: () => undefined };
}

/** GET /api/user, then the budget's reads for that user's month; settles once they have (never rejects). */
async function readFirstScreen(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  budget: Promise<typeof BudgetFeature> | null,
): Promise<void> {
  // The shell shows what went wrong with the user's read; a prefetch has no one to tell.
  const user = queryClient.fetchQuery(currentUserRead).catch(() => null);
  if (!budget) {
    await user;
    return;
  }
  const [signedIn, budgetFeature] = await Promise.all([user, budget.catch(() => null)]);
  if (!signedIn || !budgetFeature) return;
  const month = monthFromAddress(
    new URLSearchParams(location.search).get('month'),
    currentMonthKey(),
    firstBudgetMonthOf(signedIn.firstBudgetMonth),
  );
  await budgetFeature.prefetchBudgetScreen(
    queryClient,
    householdState(signedIn.household, signedIn.id).view.budgetOwnerId,
    month,
  );
}

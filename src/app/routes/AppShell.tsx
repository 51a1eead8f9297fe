import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { paymentRedirect, routeTableFor } from '../session/route-rules.ts';
import { CurrentUserContext, useCurrentUserQuery } from '../session/current-user.ts';
import { HouseholdContext, householdState } from '../session/household.ts';
import { useAnnounceLostAccess } from '../session/use-shared-access-lost.ts';
import { PageSpinner } from '../ui/Spinner.tsx';
import { UserLoadError } from './UserLoadError.tsx';

/** Asks who is signed in, then shows the route table for that state (account-and-billing §2.1). */
export function AppShell() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const userQuery = useCurrentUserQuery();
  const user = userQuery.data ?? null;
  const household = user ? householdState(user.household, user.id) : null;
  useAnnounceLostAccess(household?.view.role ?? null);

  // Offline with nothing kept on the device, the read waits for the network: say so rather than spin.
  // A failed read leaves what the device kept on screen.
  const unreachable = userQuery.isPending && userQuery.fetchStatus === 'paused';
  if ((userQuery.isError && userQuery.data === undefined) || unreachable)
    return <UserLoadError onRetry={() => void userQuery.refetch()} />;
  if (userQuery.isPending) return <PageSpinner label="Loading your account" />;

  const redirect = paymentRedirect(pathname, user, household?.view.role === 'partner');
  if (redirect) return <Navigate to={redirect} replace />;

  const signedIn = routeTableFor(pathname, user !== null) === 'signedIn';
  return (
    <CurrentUserContext.Provider value={signedIn ? user : null}>
      <HouseholdContext.Provider value={signedIn ? household : null}>
        <Outlet />
      </HouseholdContext.Provider>
    </CurrentUserContext.Provider>
  );
}

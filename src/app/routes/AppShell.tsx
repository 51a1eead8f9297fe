import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { paymentRedirect, routeTableFor } from '../session/route-rules.ts';
import { CurrentUserContext, useCurrentUserQuery } from '../session/current-user.ts';
import { PageSpinner } from '../ui/Spinner.tsx';
import { UserLoadError } from './UserLoadError.tsx';

/** Asks who is signed in, then shows the route table for that state (account-and-billing §2.1). */
export function AppShell() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const userQuery = useCurrentUserQuery();

  if (userQuery.isPending) return <PageSpinner label="Loading your account" />;
  if (userQuery.isError) return <UserLoadError onRetry={() => void userQuery.refetch()} />;

  const user = userQuery.data;
  const redirect = paymentRedirect(pathname, user);
  if (redirect) return <Navigate to={redirect} replace />;

  const tableUser = routeTableFor(pathname, user !== null) === 'signedIn' ? user : null;
  return (
    <CurrentUserContext.Provider value={tableUser}>
      <Outlet />
    </CurrentUserContext.Provider>
  );
}

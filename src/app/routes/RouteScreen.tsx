import { Suspense } from 'react';
import { NotFoundPage } from '../../features/site/index.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { useCurrentUser } from '../session/current-user.ts';
import type { RouteEntry } from './route-table.ts';

/** Renders the entry's screen for the route table in force. */
export function RouteScreen({ entry }: { entry: RouteEntry }) {
  const Screen = useCurrentUser() ? entry.signedIn : entry.signedOut;
  if (!Screen) return <NotFoundPage />;
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Screen />
    </Suspense>
  );
}

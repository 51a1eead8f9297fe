import { lazy, Suspense, useState, type ReactNode } from 'react';
import { isAccessGranted } from '../../../app/session/access-flag.ts';
import { PageSpinner } from '../../../app/ui/Spinner.tsx';

// The card loads only for a visitor who has not passed the gate: a returning user's first screen carries none of it.
const AccessGateCard = lazy(() =>
  import('./AccessGateCard.tsx').then(({ AccessGateCard }) => ({ default: AccessGateCard })),
);

/** Shows the beta gate instead of the whole app until access is granted (core §2, §4). */
export function AccessGate({ children }: { children: ReactNode }) {
  const [granted, setGranted] = useState(() =>
    isAccessGranted(window.location.hostname, import.meta.env.VITE_PRODUCTION_HOST, localStorage),
  );
  if (granted) return children;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AccessGateCard onGranted={() => setGranted(true)} />
    </Suspense>
  );
}

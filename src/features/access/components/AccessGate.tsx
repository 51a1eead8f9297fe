import { useState, type ReactNode } from 'react';
import { isAccessGranted } from '../../../app/session/access-flag.ts';
import { AccessGateCard } from './AccessGateCard.tsx';

/** Shows the beta gate instead of the whole app until access is granted (core §2, §4). */
export function AccessGate({ children }: { children: ReactNode }) {
  const [granted, setGranted] = useState(() =>
    isAccessGranted(window.location.hostname, import.meta.env.VITE_PRODUCTION_HOST, localStorage),
  );
  return granted ? children : <AccessGateCard onGranted={() => setGranted(true)} />;
}

import { useEffect, type ReactNode } from 'react';
import { watchConnectivity } from './connectivity.ts';
import { InstallBanner } from './InstallBanner.tsx';
import { listenForInstallEvents } from './install-event.ts';
import { OfflineNotice } from './OfflineNotice.tsx';
import { registerServiceWorker } from './register-service-worker.ts';
import { whenFirstScreenDrawn } from '../ui/first-screen.ts';

// At module load, before the first render: the browser's install event may fire that early.
listenForInstallEvents(window);

/**
 * Account-and-billing §2.1: the service worker is registered and the install prompt is set up. The app also
 * refetches failed reads when the network returns (`useRefetchWhenOnline`, mounted in App). The app passes
 * its own `notice` (QueueNotice: inside its query client, it also counts the changes waiting to sync).
 */
export function PwaLayer({ notice = <OfflineNotice /> }: { notice?: ReactNode }) {
  // The worker's precache downloads every screen: it waits until the first screen has drawn (first-screen.ts).
  useEffect(() => whenFirstScreenDrawn(registerServiceWorker), []);
  useEffect(watchConnectivity, []);
  return (
    <>
      {notice}
      <InstallBanner />
    </>
  );
}

import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccessGate } from '../../features/access/index.ts';
import { SiteLinkContext } from '../../features/site/index.ts';
import { PwaLayer } from '../pwa/PwaLayer.tsx';
import { QueueNotice } from '../pwa/QueueNotice.tsx';
import { useRefetchWhenOnline } from '../pwa/use-refetch-when-online.ts';
import { offlinePersistOptions, resumeAfterRestore } from '../pwa/offline-persistence.ts';
import { createAppRouter } from './router.tsx';
import { renderRouterLink } from './RouterLink.tsx';
import { AppToaster } from '../toast/AppToaster.tsx';
import { loadWriteDefaults } from './write-defaults.ts';

/**
 * The whole app: every route, signed in or out. (A visitor's landing page may run alone: landing-main.tsx.)
 * `onRestored` runs once the device's kept data is back in `queryClient`.
 */
export function App({ queryClient, onRestored }: { queryClient: QueryClient; onRestored?: () => void }) {
  const [router] = useState(createAppRouter);
  const [persistOptions] = useState(() => offlinePersistOptions(() => loadWriteDefaults(queryClient)));
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => {
        resumeAfterRestore(queryClient);
        onRestored?.();
      }}
    >
      <RefetchWhenOnline />
      <PwaLayer notice={<QueueNotice />} />
      <AccessGate>
        <SiteLinkContext.Provider value={renderRouterLink}>
          <RouterProvider router={router} />
        </SiteLinkContext.Provider>
      </AccessGate>
      <AppToaster />
    </PersistQueryClientProvider>
  );
}

function RefetchWhenOnline() {
  useRefetchWhenOnline();
  return null;
}

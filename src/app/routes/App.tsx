import { RouterProvider } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccessGate } from '../../features/access/index.ts';
import { SiteLinkContext } from '../../features/site/index.ts';
import { PwaLayer } from '../pwa/PwaLayer.tsx';
import { QueueNotice } from '../pwa/QueueNotice.tsx';
import { useRefetchWhenOnline } from '../pwa/use-refetch-when-online.ts';
import { KeptDataProvider } from '../pwa/KeptDataProvider.tsx';
import type { KeptDataRestore } from '../pwa/kept-data-restore.ts';
import { createAppRouter } from './router.tsx';
import { renderRouterLink } from './RouterLink.tsx';
import { AppToaster } from '../toast/AppToaster.tsx';

/**
 * The whole app: every route, signed in or out. (A visitor's landing page may run alone: landing-main.tsx.)
 * `restore` brings the device's kept data back into `queryClient` (restoreKeptData).
 */
export function App({ queryClient, restore }: { queryClient: QueryClient; restore: KeptDataRestore }) {
  const [router] = useState(createAppRouter);
  return (
    <KeptDataProvider client={queryClient} restore={restore}>
      <RefetchWhenOnline />
      <PwaLayer notice={<QueueNotice />} />
      <AccessGate>
        <SiteLinkContext.Provider value={renderRouterLink}>
          <RouterProvider router={router} />
        </SiteLinkContext.Provider>
      </AccessGate>
      <AppToaster />
    </KeptDataProvider>
  );
}

function RefetchWhenOnline() {
  useRefetchWhenOnline();
  return null;
}

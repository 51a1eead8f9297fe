import { RouterProvider } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AccessGate } from '../../features/access/index.ts';
import { SiteLinkContext } from '../../features/site/index.ts';
import { PwaLayer } from '../pwa/PwaLayer.tsx';
import { QueueNotice } from '../pwa/QueueNotice.tsx';
import { useRefetchWhenOnline } from '../pwa/use-refetch-when-online.ts';
import { KeptDataProvider } from '../pwa/KeptDataProvider.tsx';
import type { KeptDataRestore } from '../pwa/kept-data-restore.ts';
import type { AppRouter } from './router.tsx';
import { renderRouterLink } from './RouterLink.tsx';
import { AppToaster } from '../toast/AppToaster.tsx';

/**
 * The whole app: every route, signed in or out. (A visitor's landing page may run alone: landing-main.tsx.)
 * `restore` brings the device's kept data back into `queryClient` (restoreKeptData); `router` is the app's
 * (createAppRouter), made before the first render so that it can be loaded before it.
 */
export function App({
  queryClient,
  restore,
  router,
}: {
  queryClient: QueryClient;
  restore: KeptDataRestore;
  router: AppRouter;
}) {
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

import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { AccessGate } from '../../features/access/index.ts';
import { SiteLinkContext } from '../../features/site/index.ts';
import { PwaLayer } from '../pwa/PwaLayer.tsx';
import { useRefetchWhenOnline } from '../pwa/use-refetch-when-online.ts';
import { createQueryClient } from '../session/query-client.ts';
import { createAppRouter } from './router.tsx';
import { renderRouterLink } from './RouterLink.tsx';
import { AppToaster } from '../toast/AppToaster.tsx';

/** The whole app: every route, signed in or out. (A visitor's landing page may run alone: landing-main.tsx.) */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RefetchWhenOnline />
      <PwaLayer />
      <AccessGate>
        <SiteLinkContext.Provider value={renderRouterLink}>
          <RouterProvider router={router} />
        </SiteLinkContext.Provider>
      </AccessGate>
      <AppToaster />
    </QueryClientProvider>
  );
}

function RefetchWhenOnline() {
  useRefetchWhenOnline();
  return null;
}

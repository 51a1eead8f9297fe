import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { AccessGate } from '../features/access/AccessGate.tsx';
import { PwaLayer } from './pwa/PwaLayer.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { AppToaster } from './toast/AppToaster.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <PwaLayer />
      <AccessGate>
        <RouterProvider router={router} />
      </AccessGate>
      <AppToaster />
    </QueryClientProvider>
  );
}

// The providers a hook needs in a component test: the query client, and the app's toaster beside it so a test can
// read what a write's toast says.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppToaster } from '../../app/toast/AppToaster.tsx';

/** renderHook's `wrapper` for hooks that use `queryClient` and raise toasts. */
export function toasterWrapper(queryClient: QueryClient) {
  return function ToasterWrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    );
  };
}

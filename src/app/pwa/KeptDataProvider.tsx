import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { useEffect, useState, type ReactNode } from 'react';
import type { KeptDataRestore } from './kept-data-restore.ts';

/**
 * Provides `client` as QueryClientProvider does, with the device's kept data (`restore`, already under way): until
 * it is restored, queries wait for it instead of reading (`useIsRestoring`) when it `holdsReads`; once restored, the
 * cache is kept, saved at once and after every change (saved before, it would write over what was kept).
 */
export function KeptDataProvider({
  client,
  restore,
  children,
}: {
  client: QueryClient;
  restore: KeptDataRestore;
  children: ReactNode;
}) {
  const [restored, setRestored] = useState(() => restore.isDone());
  useEffect(() => {
    if (restored) {
      const options = { ...restore.options, queryClient: client };
      // What was read while restoring (a first visit's reads start at once) is kept too, not only later changes.
      void persistQueryClientSave(options);
      return persistQueryClientSubscribe(options);
    }
    let mounted = true;
    void restore.done.then(() => {
      if (mounted) setRestored(true);
    });
    return () => {
      mounted = false;
    };
  }, [client, restore, restored]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restore.holdsReads && !restored}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * When the network comes back, reads that failed for want of it run again, so the offline notice's promise
 * holds. TanStack Query's own refetch-on-reconnect misses an app that was opened offline: it assumes a
 * network at start, so the browser's `online` event changes nothing it knows of.
 */
export function useRefetchWhenOnline(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetchFailed = () =>
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    window.addEventListener('online', refetchFailed);
    return () => window.removeEventListener('online', refetchFailed);
  }, [queryClient]);
}

import { notifyManager, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { recordLastSeen } from '../pwa/last-seen.ts';
import { OFFLINE_MAX_AGE_MS } from '../pwa/offline-rules.ts';

export const USER_QUERY_KEY = ['/api/user'] as const;
export const USER_STALE_TIME_MS = 300_000;

/**
 * Core §9: fresh for 5 minutes, no automatic retries, no refetch on focus, no polling. Offline (docs/offline.md)
 * reads and writes wait for the network; what was read is kept as long as the device keeps it.
 */
export function createQueryClient(): QueryClient {
  // TanStack Query assumes a network at start; an app opened offline must know it has none, or it would send
  // its queued writes at once and fail them instead of waiting.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  // A change to the cache reaches the screen in the task that made it (TanStack's default waits for a later
  // task): an edit committed with Enter is drawn in the next frame.
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    queryCache: new QueryCache({ onSuccess: () => recordLastSeen() }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: OFFLINE_MAX_AGE_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

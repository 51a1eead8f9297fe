import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getQuery } from '../../lib/api.ts';

export const USER_QUERY_KEY = ['/api/user'] as const;
export const USER_STALE_TIME_MS = 300_000;

/** Reads are GETs on the URL made by joining the key parts with '/'; a 401 yields no data. */
const readByKey: QueryFunction = ({ queryKey }) => getQuery(queryKey.join('/'));

/** Core §9: fresh for 5 minutes, no automatic retries, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: readByKey,
        staleTime: 5 * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isSessionQuery } from './household.ts';
import { USER_QUERY_KEY } from './query-client.ts';

/**
 * A login: every read and pending write of whoever was here before is forgotten, but not the user query, which
 * the shell is watching: useEnterApp resets it on the /join page, and a query removed from the cache under the
 * shell's watch would be reset by no one (the page stayed on "Signing you in" until a reload: issue 45).
 */
export function forgetPreviousSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  queryClient.getMutationCache().clear();
}

/**
 * Moves to `to` and makes the shell ask again who is signed in. The user query is dropped rather than
 * refetched in place, so the page the visitor is leaving never re-renders under the other route table. When
 * `to` is where the visitor already is (the /join page's own login), nothing would re-render the shell, so the
 * query is reset instead: the shell shows its spinner, then the same path under the signed-in table.
 */
export function useEnterApp(): (to: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(
    async (to: string) => {
      if (router.state.location.pathname === to) {
        await queryClient.resetQueries({ queryKey: USER_QUERY_KEY });
        return;
      }
      queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
      await navigate({ to });
    },
    [queryClient, navigate, router],
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { USER_QUERY_KEY } from './query-client.ts';

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

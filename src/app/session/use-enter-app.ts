import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { USER_QUERY_KEY } from './query-client.ts';

/**
 * Moves to `to` and makes the shell ask again who is signed in. The user query is dropped rather than
 * refetched in place, so the page the visitor is leaving never re-renders under the other route table.
 */
export function useEnterApp(): (to: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
      await navigate({ to });
    },
    [queryClient, navigate],
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUserSchema } from '@halfwise/core/contract/account.ts';
import { readOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { clearSession, readAccessToken, readRefreshToken } from '../../lib/session-store.ts';
import { USER_QUERY_KEY, USER_STALE_TIME_MS } from './query-client.ts';
import type { CurrentUser } from './current-user-context.ts';

export {
  CurrentUserContext,
  useCurrentUser,
  useSignedInUser,
  type CurrentUser,
} from './current-user-context.ts';

/** Who is signed in; a 401 forgets the stored tokens and answers null (signed out). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // A visitor with no stored session is signed out: no request, so the landing page paints at once.
  if (!readAccessToken() && !readRefreshToken()) return null;
  const tokenSent = readAccessToken();
  const user = await readOf(api.user.$get(), apiUserSchema);
  // Tokens stored while the request was in flight (a login in another tab) belong to a newer session.
  if (user === null && readAccessToken() === tokenSent) clearSession();
  return user;
}

export const currentUserRead = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: fetchCurrentUser,
  staleTime: USER_STALE_TIME_MS,
});

export function useCurrentUserQuery() {
  return useQuery(currentUserRead);
}

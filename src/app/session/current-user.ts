import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { SavedCard } from '../../features/billing/card-label.ts';
import { getQuery } from '../../lib/api.ts';
import { clearSession, readAccessToken, readRefreshToken } from '../../lib/session-store.ts';
import { USER_QUERY_KEY, USER_STALE_TIME_MS } from '../query-client.ts';

/** GET /api/user (docs/contracts.md). */
export interface CurrentUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  birthday: string | null;
  subscriptionStatus: string | null;
  trialEndDate: string | null;
  stripeCustomerId: string | null;
  firstBudgetMonth: string | null;
  /** A cancellation waits for the end of the paid (or trial) period. */
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  card: SavedCard | null;
}

/** Who is signed in; a 401 forgets the stored tokens and answers null (signed out). */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // A visitor with no stored session is signed out: no request, so the landing page paints at once.
  if (!readAccessToken() && !readRefreshToken()) return null;
  const tokenSent = readAccessToken();
  const user = await getQuery<CurrentUser>(USER_QUERY_KEY.join('/'));
  // Tokens stored while the request was in flight (a login in another tab) belong to a newer session.
  if (user === null && readAccessToken() === tokenSent) clearSession();
  return user;
}

export function useCurrentUserQuery() {
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser, staleTime: USER_STALE_TIME_MS });
}

/** The user whose route table is showing: null on the signed-out table (and on /logout). */
export const CurrentUserContext = createContext<CurrentUser | null>(null);

export function useCurrentUser(): CurrentUser | null {
  return useContext(CurrentUserContext);
}

/** For screens that exist only on the signed-in table. */
export function useSignedInUser(): CurrentUser {
  const user = useCurrentUser();
  if (!user) throw new Error('This screen needs a signed-in user');
  return user;
}

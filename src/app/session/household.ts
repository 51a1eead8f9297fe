import { householdSchema, type Household } from '@halfwise/core/contract/household.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { householdView, soloView, type HouseholdView } from '../../domain/household.ts';
import { apiQuery } from '../../lib/api.ts';
import { readAccessToken, readRefreshToken } from '../../lib/session-store.ts';
import { USER_QUERY_KEY } from './query-client.ts';

export const HOUSEHOLD_QUERY_KEY = ['/api/household'] as const;

async function fetchHousehold(): Promise<Household | null> {
  if (!readAccessToken() && !readRefreshToken()) return null;
  return apiQuery(householdSchema, HOUSEHOLD_QUERY_KEY.join('/'));
}

/** GET /api/household, asked beside GET /api/user so a partner's first screen is already the owner's budget. */
export function useHouseholdQuery() {
  return useQuery({ queryKey: HOUSEHOLD_QUERY_KEY, queryFn: fetchHousehold });
}

/** Asks again on each visit of a screen that shows the household (a partner may have joined or left meanwhile). */
export function useFreshHousehold(): void {
  useQuery({ queryKey: HOUSEHOLD_QUERY_KEY, queryFn: fetchHousehold, staleTime: 0 });
}

interface HouseholdState {
  household: Household | null;
  view: HouseholdView;
}

/** Provided by the shell for the signed-in table; null on the signed-out one. */
export const HouseholdContext = createContext<HouseholdState | null>(null);

export function householdState(household: Household | null | undefined, userId: string): HouseholdState {
  return {
    household: household ?? null,
    view: household ? householdView(household, userId) : soloView(userId),
  };
}

/** The signed-in person's household: whose budget they see and who is in it. */
export function useHousehold(): HouseholdState {
  const state = useContext(HouseholdContext);
  if (!state) throw new Error('This screen needs a signed-in user');
  return state;
}

/** The user and household queries stay; every budget, goal and schedule read belongs to the budget being left. */
export function isSessionQuery(key: readonly unknown[]): boolean {
  return key[0] === USER_QUERY_KEY[0] || key[0] === HOUSEHOLD_QUERY_KEY[0];
}

/**
 * After joining, leaving or losing a shared budget: ask again who is in the household, and forget the reads of
 * the budget being left (goals and the pay schedule are cached without an owner in their keys).
 */
export function useBudgetSwitch(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.cancelQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
    queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: HOUSEHOLD_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    ]);
  }, [queryClient]);
}

/** Another member may have changed a shared budget: its reads are fresh on every visit (solo: the usual 5 minutes). */
export function useSharedReadOptions(): { staleTime?: number } {
  return useHousehold().view.role === 'solo' ? {} : { staleTime: 0 };
}

import { householdSchema, type Household } from '@halfwise/core/contract/household.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect } from 'react';
import {
  householdChanged,
  householdView,
  joinedSinceRead,
  soloView,
  type HouseholdView,
} from '../../domain/household.ts';
import { answerOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { USER_QUERY_KEY } from './query-client.ts';

const HOUSEHOLD_QUERY_KEY = ['/api/household'] as const;

/**
 * On each visit of Settings, where the household is managed, GET /api/household (a partner may have joined or
 * left meanwhile); only when it differs from what the user's read carried is the user read again. GET /api/user
 * itself stays cached for 5 minutes (core §7).
 */
export function useFreshHousehold(): void {
  const queryClient = useQueryClient();
  const kept = useContext(HouseholdContext)?.household;
  const { data: fresh, dataUpdatedAt } = useQuery({
    queryKey: HOUSEHOLD_QUERY_KEY,
    queryFn: () => answerOf(api.household.$get(), householdSchema),
    staleTime: 0,
  });
  // Only an answer newer than the user's read says something new (a kept one may predate a change made here).
  const userReadAt = queryClient.getQueryState(USER_QUERY_KEY)?.dataUpdatedAt ?? 0;
  const changed = fresh !== undefined && dataUpdatedAt > userReadAt && householdChanged(kept, fresh);
  useEffect(() => {
    if (changed) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [changed, queryClient]);
}

// Each person outside the household is asked about once per page load: a former partner's changes stay on
// the budget, and must not read the user again on every render.
const askedAbout = new Set<string>();

/**
 * An owner with an invitation pending sees an item or goal changed by someone outside the household: the
 * invitation was accepted, so the user (and with it the household) is read again, once.
 */
export function useJoinNoticed(updatedBy: string | null | undefined): void {
  const queryClient = useQueryClient();
  const joined = joinedSinceRead(useHousehold().household, updatedBy);
  useEffect(() => {
    if (!joined || !updatedBy || askedAbout.has(updatedBy)) return;
    askedAbout.add(updatedBy);
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [joined, updatedBy, queryClient]);
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

/** The user query (with the household) stays; every budget, goal and schedule read belongs to the budget being left. */
export function isSessionQuery(key: readonly unknown[]): boolean {
  return key[0] === USER_QUERY_KEY[0];
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
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient]);
}

/** Another member may have changed a shared budget: its reads are fresh on every visit (solo: the usual 5 minutes). */
export function useSharedReadOptions(): { staleTime?: number } {
  return useHousehold().view.role === 'solo' ? {} : { staleTime: 0 };
}

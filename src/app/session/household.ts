import type { Household } from '@halfwise/core/contract/household.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { householdView, soloView, type HouseholdView } from '../../domain/household.ts';
import { fetchCurrentUser } from './current-user.ts';
import { USER_QUERY_KEY } from './query-client.ts';

/**
 * Asks again on each visit of a screen that shows the household (a partner may have joined or left meanwhile).
 * The household comes with GET /api/user; an answer under a second old (the shell's own first read) is kept.
 */
export function useFreshHousehold(): void {
  useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser, staleTime: FRESH_VISIT_MS });
}

const FRESH_VISIT_MS = 1000;

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

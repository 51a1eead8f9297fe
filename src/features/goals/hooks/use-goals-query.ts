import { useQuery } from '@tanstack/react-query';
import { useSharedReadOptions } from '../../../app/session/household.ts';
import { goalsRead } from '../api/goals-api.ts';

/** The user's goals (a partner's: the owner's), null on 401. */
export function useGoalsQuery() {
  return useQuery({ ...goalsRead, ...useSharedReadOptions() });
}

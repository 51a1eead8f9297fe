import { useQuery } from '@tanstack/react-query';
import { goalsRead } from '../api/goals-api.ts';

/** The user's goals, null on 401. */
export function useGoalsQuery() {
  return useQuery(goalsRead);
}

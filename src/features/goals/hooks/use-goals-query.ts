import { useQuery } from '@tanstack/react-query';
import { GOALS_QUERY_KEY, type Goal } from '../api/goals-api.ts';

/** GET /api/future-plans through the default query function (the key is the URL). */
export function useGoalsQuery() {
  return useQuery<Goal[] | null>({ queryKey: GOALS_QUERY_KEY });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GOALS_QUERY_KEY, type Goal } from './goals-api.ts';
import { notifyNotSaved } from './notify-not-saved.ts';

/**
 * A goal mutation whose change shows at once: `apply` edits the cached list before the request; a refusal
 * restores the list as it was and says so; either way the list is refetched afterwards.
 */
export function useOptimisticGoals<Variables, Result>(
  request: (variables: Variables) => Promise<Result>,
  apply: (goals: Goal[], variables: Variables) => Goal[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (variables: Variables) => {
      await queryClient.cancelQueries({ queryKey: GOALS_QUERY_KEY });
      const previous = queryClient.getQueryData<Goal[] | null>(GOALS_QUERY_KEY);
      queryClient.setQueryData<Goal[]>(GOALS_QUERY_KEY, apply(previous ?? [], variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(GOALS_QUERY_KEY, context?.previous);
      notifyNotSaved(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: GOALS_QUERY_KEY }),
  });
}

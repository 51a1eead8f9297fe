import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { serverMessage } from '../../../lib/api.ts';
import { cacheEdit } from '../../../lib/optimistic-mutation.ts';
import {
  createGoal,
  deleteGoal,
  goalsRead,
  updateGoal,
  type Goal,
  type GoalChanges,
  type NewGoal,
} from '../api/goals-api.ts';
import { pendingGoal, withGoalChanged, withoutGoal } from '../model/goal-list.ts';

/** The toast under 'Not saved' when the server refused a goal change without saying why. */
export const GOAL_NOT_SAVED = 'Your change could not be saved. Please try again.';

const notSaved = (error: unknown) => serverMessage(error) ?? GOAL_NOT_SAVED;

function goalsEdit(apply: (goals: Goal[]) => Goal[]) {
  return [cacheEdit(goalsRead.queryKey, (cached) => apply(cached ?? []))];
}

let nextPendingId = -1;

export function useCreateGoal() {
  return useOptimisticMutation({
    send: (goal: NewGoal) => createGoal(goal),
    edits: (goal) => goalsEdit((goals) => [...goals, pendingGoal(nextPendingId--, goal)]),
    failure: notSaved,
  });
}

export interface GoalUpdate {
  id: number;
  changes: GoalChanges;
}

export function useUpdateGoal() {
  return useOptimisticMutation({
    send: ({ id, changes }: GoalUpdate) => updateGoal(id, changes),
    edits: ({ id, changes }) => goalsEdit((goals) => withGoalChanged(goals, id, changes)),
    failure: notSaved,
  });
}

export function useDeleteGoal() {
  return useOptimisticMutation({
    send: (id: number) => deleteGoal(id),
    edits: (id) => goalsEdit((goals) => withoutGoal(goals, id)),
    failure: notSaved,
  });
}

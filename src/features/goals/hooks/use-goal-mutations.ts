import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import { serverMessage } from '../../../lib/api.ts';
import { cacheEdit, reversal, type OptimisticWrite } from '../../../lib/optimistic-mutation.ts';
import {
  createGoal,
  deleteGoal,
  goalsRead,
  restoreGoal,
  updateGoal,
  type Goal,
  type GoalChanges,
  type NewGoal,
} from '../api/goals-api.ts';
import {
  changesBack,
  goalChangeTitle,
  pendingGoal,
  withGoalChanged,
  withGoalRestored,
  withoutGoal,
} from '../model/goal-list.ts';

/** The toast under 'Not saved' when the server refused a goal change without saying why. */
export const GOAL_NOT_SAVED = 'Your change could not be saved. Please try again.';

/** Undo's name for the goals' rows, so older steps reach a goal that an undo created again. */
const GOAL_ROWS = 'goal';

const notSaved = (error: unknown) => serverMessage(error) ?? GOAL_NOT_SAVED;

function goalsEdit(apply: (goals: Goal[]) => Goal[]) {
  return [cacheEdit(goalsRead.queryKey, (cached) => apply(cached ?? []))];
}

let nextPendingId = -1;

export interface GoalUpdate {
  goal: Goal;
  changes: GoalChanges;
}

interface GoalRestore {
  /** The deleted goal as it was. */
  goal: Goal;
  pendingId: number;
}

const updateGoalWrite: OptimisticWrite<GoalUpdate, Goal> = {
  send: ({ goal, changes }) => updateGoal(goal.id, changes),
  edits: ({ goal, changes }) => goalsEdit((goals) => withGoalChanged(goals, goal.id, changes)),
  failure: notSaved,
  undo: {
    label: ({ goal, changes }) => ({ title: goalChangeTitle(goal, changes) }),
    reverse: ({ variables: { goal, changes } }, rows) =>
      reversal(updateGoalWrite, {
        goal: { ...goal, ...changes, id: rows(GOAL_ROWS, goal.id) },
        changes: changesBack(goal, changes),
      }),
  },
};

/** A deleted goal created again in its old place; older undo steps reach it under its new id. */
const restoreGoalWrite: OptimisticWrite<GoalRestore, Goal> = {
  send: ({ goal }) => restoreGoal(goal),
  edits: ({ goal, pendingId }) => goalsEdit((goals) => withGoalRestored(goals, { ...goal, id: pendingId })),
  failure: notSaved,
};

const deleteGoalWrite: OptimisticWrite<Goal, void> = {
  send: (goal) => deleteGoal(goal.id),
  edits: (goal) => goalsEdit((goals) => withoutGoal(goals, goal.id)),
  failure: notSaved,
  undo: {
    label: (goal) => ({ title: UNDO_LABELS.deleted(goal.name) }),
    reverse: ({ variables: goal }, rows) => {
      const id = rows(GOAL_ROWS, goal.id);
      return reversal(
        restoreGoalWrite,
        { goal: { ...goal, id }, pendingId: nextPendingId-- },
        { table: GOAL_ROWS, id, newId: (restored) => restored.id },
      );
    },
  },
};

const createGoalWrite: OptimisticWrite<NewGoal, Goal> = {
  send: (goal) => createGoal(goal),
  edits: (goal) => goalsEdit((goals) => [...goals, pendingGoal(nextPendingId--, goal)]),
  failure: notSaved,
  undo: {
    label: (goal) => ({ title: UNDO_LABELS.added(goal.name) }),
    reverse: ({ result }, rows) => reversal(deleteGoalWrite, { ...result, id: rows(GOAL_ROWS, result.id) }),
  },
};

export function useCreateGoal() {
  return useOptimisticMutation(createGoalWrite);
}

export function useUpdateGoal() {
  return useOptimisticMutation(updateGoalWrite);
}

export function useDeleteGoal() {
  return useOptimisticMutation(deleteGoalWrite);
}

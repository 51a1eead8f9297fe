import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import { ApiError, serverMessage } from '../../../lib/api.ts';
import { BUDGET_QUERY_ROOT } from '../../../lib/budget-read.ts';
import { cacheEdit, reversal, type OptimisticWrite } from '../../../lib/optimistic-mutation.ts';
import { newPlaceholderId, realId, rememberRealId } from '../../../lib/placeholder-ids.ts';
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

export interface GoalUpdate {
  goal: Goal;
  changes: GoalChanges;
}

interface GoalRestore {
  /** The deleted goal as it was. */
  goal: Goal;
  pendingId: number;
  idempotencyKey: string;
}

/** A new goal, shown under `pendingId` until the server has it; the key is sent with every try. */
export interface GoalCreate {
  goal: NewGoal;
  pendingId: number;
  idempotencyKey: string;
}

const updateGoalWrite: OptimisticWrite<GoalUpdate, Goal> = {
  name: 'goal-update',
  send: ({ goal, changes }) => updateGoal(realId(goal.id), changes),
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
  name: 'goal-restore',
  send: async ({ goal, pendingId, idempotencyKey }) => {
    const restored = await restoreGoal(goal, idempotencyKey);
    rememberRealId(pendingId, restored.id);
    return restored;
  },
  edits: ({ goal, pendingId }) => goalsEdit((goals) => withGoalRestored(goals, { ...goal, id: pendingId })),
  failure: notSaved,
};

const deleteGoalWrite: OptimisticWrite<Goal, void> = {
  name: 'goal-delete',
  send: async (goal) => {
    try {
      await deleteGoal(realId(goal.id));
    } catch (error) {
      // Gone already (deleted on another device, or this delete was sent before and its answer lost).
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  },
  edits: (goal) => goalsEdit((goals) => withoutGoal(goals, goal.id)),
  failure: notSaved,
  // Its bills are unlinked, and what the paid ones took goes back into the Future Goals balance of every month.
  refetch: () => [goalsRead.queryKey, [BUDGET_QUERY_ROOT]],
  undo: {
    label: (goal) => ({ title: UNDO_LABELS.deleted(goal.name) }),
    reverse: ({ variables: goal }, rows) => {
      const id = rows(GOAL_ROWS, goal.id);
      return reversal(
        restoreGoalWrite,
        { goal: { ...goal, id }, pendingId: newPlaceholderId(), idempotencyKey: crypto.randomUUID() },
        { table: GOAL_ROWS, id, newId: (restored) => restored.id },
      );
    },
  },
};

const createGoalWrite: OptimisticWrite<GoalCreate, Goal> = {
  name: 'goal-create',
  send: async ({ goal, pendingId, idempotencyKey }) => {
    const created = await createGoal(goal, idempotencyKey);
    rememberRealId(pendingId, created.id);
    return created;
  },
  edits: ({ goal, pendingId }) => goalsEdit((goals) => [...goals, pendingGoal(pendingId, goal)]),
  failure: notSaved,
  undo: {
    label: ({ goal }) => ({ title: UNDO_LABELS.added(goal.name) }),
    reverse: ({ result }, rows) => reversal(deleteGoalWrite, { ...result, id: rows(GOAL_ROWS, result.id) }),
  },
};

/** The goal writes that may wait for the network (registered at start: docs/offline.md). */
export const GOAL_WRITES = [updateGoalWrite, restoreGoalWrite, deleteGoalWrite, createGoalWrite];

export function useCreateGoal() {
  const { mutate } = useOptimisticMutation(createGoalWrite);
  return {
    mutate: (goal: NewGoal) =>
      mutate({ goal, pendingId: newPlaceholderId(), idempotencyKey: crypto.randomUUID() }),
  };
}

export function useUpdateGoal() {
  return useOptimisticMutation(updateGoalWrite);
}

export function useDeleteGoal() {
  return useOptimisticMutation(deleteGoalWrite);
}

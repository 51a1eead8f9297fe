import { GOAL_TIMEFRAME_MONTHS } from '../../domain/goals.ts';
import {
  createGoal,
  deleteGoal,
  updateGoal,
  type Goal,
  type GoalChanges,
  type NewGoal,
} from './goals-api.ts';
import { useOptimisticGoals } from './use-optimistic-goals.ts';

/** Goals shown before the server answers carry a negative id; they cannot be edited until it does. */
export function isPendingGoal(goal: Goal): boolean {
  return goal.id < 0;
}

let nextPendingId = -1;

export function useCreateGoal() {
  return useOptimisticGoals(createGoal, (goals, goal: NewGoal) => [
    ...goals,
    {
      id: nextPendingId--,
      userId: '',
      savedAmount: 0,
      timeframeMonths: GOAL_TIMEFRAME_MONTHS,
      isDefault: false,
      ...goal,
    },
  ]);
}

export interface GoalUpdate {
  id: number;
  changes: GoalChanges;
}

export function useUpdateGoal() {
  return useOptimisticGoals(
    ({ id, changes }: GoalUpdate) => updateGoal(id, changes),
    (goals, { id, changes }) => goals.map((goal) => (goal.id === id ? { ...goal, ...changes } : goal)),
  );
}

export function useDeleteGoal() {
  return useOptimisticGoals(deleteGoal, (goals, id: number) => goals.filter((goal) => goal.id !== id));
}

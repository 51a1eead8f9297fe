import { GOAL_TIMEFRAME_MONTHS } from '@halfwise/core/goal-contract.ts';
import type { Goal, GoalChanges, NewGoal } from '../api/goals-api.ts';

/** Pure edits of the cached goal list, for optimistic writes. */

/** A goal shown before the server answers: a negative id, so it cannot be edited until it does. */
export function pendingGoal(id: number, goal: NewGoal): Goal {
  return {
    id,
    userId: '',
    savedAmount: 0,
    timeframeMonths: GOAL_TIMEFRAME_MONTHS,
    isDefault: false,
    ...goal,
  };
}

export function isPendingGoal(goal: Goal): boolean {
  return goal.id < 0;
}

export function withGoalChanged(goals: readonly Goal[], id: number, changes: GoalChanges): Goal[] {
  return goals.map((goal) => (goal.id === id ? { ...goal, ...changes } : goal));
}

export function withoutGoal(goals: readonly Goal[], id: number): Goal[] {
  return goals.filter((goal) => goal.id !== id);
}

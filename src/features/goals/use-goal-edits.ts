import { parseGoalAmountEdit, parseGoalName } from '../../domain/goals.ts';
import type { Goal } from './goals-api.ts';
import { useUpdateGoal } from './use-goal-mutations.ts';

export interface GoalEdits {
  rename: (goal: Goal, text: string) => void;
  retarget: (goal: Goal, text: string) => void;
  changeEmoji: (goal: Goal, emoji: string) => void;
  setEditing: (editing: boolean) => void;
}

/**
 * Core §4 goal editing: a blank name, or an amount that is not a number or is negative, cancels silently;
 * an unchanged value sends nothing.
 */
export function useGoalEdits(setEditing: (editing: boolean) => void): GoalEdits {
  const update = useUpdateGoal();
  return {
    rename(goal, text) {
      const name = parseGoalName(text);
      if (name !== null && name !== goal.name) update.mutate({ id: goal.id, changes: { name } });
    },
    retarget(goal, text) {
      const targetAmount = parseGoalAmountEdit(text);
      if (targetAmount !== null && targetAmount !== goal.targetAmount) {
        update.mutate({ id: goal.id, changes: { targetAmount } });
      }
    },
    changeEmoji(goal, emoji) {
      update.mutate({ id: goal.id, changes: { emoji } });
    },
    setEditing,
  };
}

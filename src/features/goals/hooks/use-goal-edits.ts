import { parseGoalName } from '../../../domain/goals.ts';
import type { Goal } from '../api/goals-api.ts';
import { useUpdateGoal } from './use-goal-mutations.ts';

export interface GoalEdits {
  rename: (goal: Goal, text: string) => void;
  /** A target the field has already read (core §5, whole dollars), in cents. */
  retarget: (goal: Goal, cents: number) => void;
  changeEmoji: (goal: Goal, emoji: string) => void;
  setEditing: (editing: boolean) => void;
}

/**
 * Core §4 goal editing: a blank name cancels silently (the amount field itself cancels on a non-number or a
 * negative); the field hands on only a changed value (domain/draft-change.ts).
 */
export function useGoalEdits(setEditing: (editing: boolean) => void): GoalEdits {
  const update = useUpdateGoal();
  return {
    rename(goal, text) {
      const name = parseGoalName(text);
      if (name !== null) update.mutate({ goal, changes: { name } });
    },
    retarget(goal, targetAmount) {
      update.mutate({ goal, changes: { targetAmount } });
    },
    changeEmoji(goal, emoji) {
      update.mutate({ goal, changes: { emoji } });
    },
    setEditing,
  };
}

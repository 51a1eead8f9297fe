import type { GoalTiming } from '@halfwise/core/goal-plan.ts';
import { timingChanges } from '../../../domain/goal-timing-form.ts';
import { parseGoalName } from '../../../domain/goals.ts';
import type { Goal } from '../api/goals-api.ts';
import { useUpdateGoal } from './use-goal-mutations.ts';

export interface GoalEdits {
  rename: (goal: Goal, text: string) => void;
  /** A target the field has already read (core §5, whole dollars), in cents. */
  retarget: (goal: Goal, cents: number) => void;
  changeEmoji: (goal: Goal, emoji: string) => void;
  /** A date, a repetition or none (the date dialog); only what changed is sent. */
  retime: (goal: Goal, timing: GoalTiming) => void;
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
    retime(goal, timing) {
      const changes = timingChanges(goal, timing);
      if (Object.keys(changes).length > 0) update.mutate({ goal, changes });
    },
    setEditing,
  };
}

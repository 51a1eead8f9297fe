import { applyFieldChanges } from '@halfwise/core/field-changes.ts';
import { UNDATED_GOAL_FIELDS } from '@halfwise/core/contract/goals.ts';
import { GOAL_TIMEFRAME_MONTHS } from '@halfwise/core/goal-contract.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import type { Goal, GoalChanges, NewGoal } from '../api/goals-api.ts';

/** Pure edits of the cached goal list, for optimistic writes, and what undo needs of it. */

/**
 * A goal shown before the server answers, under a placeholder id below zero (its edits reach the real id once the
 * create is saved: lib/placeholder-ids.ts); it goes last.
 */
export function pendingGoal(id: number, goal: NewGoal): Goal {
  return {
    id,
    userId: '',
    savedAmount: 0,
    timeframeMonths: GOAL_TIMEFRAME_MONTHS,
    isDefault: false,
    sortOrder: Number.MAX_SAFE_INTEGER,
    ...UNDATED_GOAL_FIELDS,
    ...goal,
  };
}

/** `goal` put back into the list where its sortOrder places it (the list is in sortOrder, then id order). */
export function withGoalRestored(goals: readonly Goal[], goal: Goal): Goal[] {
  const after = goals.findIndex(
    (other) => other.sortOrder > goal.sortOrder || (other.sortOrder === goal.sortOrder && other.id > goal.id),
  );
  return after < 0 ? [...goals, goal] : [...goals.slice(0, after), goal, ...goals.slice(after)];
}

/** What `changes` replaced on `goal`: the changes that undo them. */
export function changesBack(goal: Goal, changes: GoalChanges): GoalChanges {
  return {
    ...(changes.name === undefined ? {} : { name: goal.name }),
    ...(changes.targetAmount === undefined ? {} : { targetAmount: goal.targetAmount }),
    ...(changes.emoji === undefined ? {} : { emoji: goal.emoji }),
    ...(changes.targetMonth === undefined ? {} : { targetMonth: goal.targetMonth }),
    ...(changes.repeatMonths === undefined ? {} : { repeatMonths: goal.repeatMonths }),
    ...(changes.nextDue === undefined ? {} : { nextDue: goal.nextDue }),
  };
}

/** The undo toast's title for `changes` of `goal`. */
export function goalChangeTitle(goal: Goal, changes: GoalChanges): string {
  if (changes.name !== undefined) return UNDO_LABELS.renamed(goal.name, changes.name);
  if (changes.targetAmount !== undefined) return UNDO_LABELS.amountChanged(goal.name, changes.targetAmount);
  if (changes.emoji === undefined) return UNDO_LABELS.fieldChanged('date', goal.name);
  return UNDO_LABELS.emojiChanged(goal.name, changes.emoji ?? goal.emoji);
}

export function isPendingGoal(goal: Goal): boolean {
  return goal.id < 0;
}

export function withGoalChanged(goals: readonly Goal[], id: number, changes: GoalChanges): Goal[] {
  return goals.map((goal) => (goal.id === id ? applyFieldChanges<Goal>(goal, changes) : goal));
}

export function withoutGoal(goals: readonly Goal[], id: number): Goal[] {
  return goals.filter((goal) => goal.id !== id);
}

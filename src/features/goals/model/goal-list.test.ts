import { describe, expect, it } from 'vitest';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import type { Goal } from '../api/goals-api.ts';
import { UNDATED_GOAL_FIELDS } from '@halfwise/core/contract/goals.ts';
import { GOAL_TIMEFRAME_MONTHS } from '@halfwise/core/goal-contract.ts';
import {
  changesBack,
  goalChangeTitle,
  isPendingGoal,
  pendingGoal,
  withGoalChanged,
  withGoalRestored,
  withoutGoal,
} from './goal-list.ts';

const goal = (id: number, name: string, sortOrder = id): Goal => ({
  ...pendingGoal(id, { name, targetAmount: 100_000, emoji: '🎯' }),
  sortOrder,
});

describe('what undo needs of the goal list', () => {
  it('puts a restored goal back where its sortOrder places it', () => {
    const list = [goal(1, 'Bike'), goal(3, 'Laptop')];
    expect(withGoalRestored(list, goal(-1, 'Trip', 2)).map((g) => g.name)).toEqual([
      'Bike',
      'Trip',
      'Laptop',
    ]);
    expect(withGoalRestored(list, goal(-1, 'Car', 9)).map((g) => g.name)).toEqual(['Bike', 'Laptop', 'Car']);
    expect(withGoalRestored(list, goal(-1, 'Boat', 0)).map((g) => g.name)).toEqual([
      'Boat',
      'Bike',
      'Laptop',
    ]);
  });

  it('takes back exactly the fields a change made', () => {
    const bike = { ...goal(1, 'Bike'), emoji: '🚲' };
    expect(changesBack(bike, { name: 'E-bike' })).toEqual({ name: 'Bike' });
    expect(changesBack(bike, { targetAmount: 5 })).toEqual({ targetAmount: 100_000 });
    expect(changesBack(bike, { emoji: '🏝️' })).toEqual({ emoji: '🚲' });
  });

  it('names the change in its toast', () => {
    const bike = goal(1, 'Bike');
    expect(goalChangeTitle(bike, { name: 'E-bike' })).toBe(UNDO_LABELS.renamed('Bike', 'E-bike'));
    expect(goalChangeTitle(bike, { targetAmount: 250_000 })).toBe('Changed Bike to $2,500');
    expect(goalChangeTitle(bike, { emoji: '🚲' })).toBe(UNDO_LABELS.emojiChanged('Bike', '🚲'));
  });
});

describe('pure edits of the cached goal list', () => {
  it("shows a new goal at once as nobody's yet, empty, not the default, last in the list", () => {
    expect(pendingGoal(-4, { name: 'Trip', targetAmount: 90_000, emoji: '✈️' })).toEqual({
      id: -4,
      userId: '',
      savedAmount: 0,
      timeframeMonths: GOAL_TIMEFRAME_MONTHS,
      isDefault: false,
      sortOrder: Number.MAX_SAFE_INTEGER,
      // Undated until the server answers with its plan.
      ...UNDATED_GOAL_FIELDS,
      name: 'Trip',
      targetAmount: 90_000,
      emoji: '✈️',
    });
  });

  it('puts a restored goal after those of its own sortOrder with a lower id, and before those with a higher one', () => {
    const list = [goal(1, 'Bike', 5), goal(3, 'Laptop', 5), goal(4, 'Boat', 6)];
    expect(withGoalRestored(list, goal(2, 'Trip', 5)).map((g) => g.name)).toEqual([
      'Bike',
      'Trip',
      'Laptop',
      'Boat',
    ]);
    expect(withGoalRestored(list, goal(7, 'Car', 5)).map((g) => g.name)).toEqual([
      'Bike',
      'Laptop',
      'Car',
      'Boat',
    ]);
  });

  it('tells a goal still waiting for its id (below zero) from a saved one', () => {
    expect(isPendingGoal(goal(-1, 'Trip'))).toBe(true);
    expect(isPendingGoal(goal(0, 'Zero'))).toBe(false);
    expect(isPendingGoal(goal(2, 'Bike'))).toBe(false);
  });

  it('changes only the goal named, and only the fields changed', () => {
    const list = [goal(1, 'Bike'), goal(2, 'Laptop')];
    expect(withGoalChanged(list, 2, { name: 'Tablet', targetAmount: 50_000 })).toEqual([
      list[0],
      { ...list[1], name: 'Tablet', targetAmount: 50_000 },
    ]);
    expect(withGoalChanged(list, 9, { name: 'Nobody' })).toEqual(list);
  });

  it('takes out only the goal named', () => {
    const list = [goal(1, 'Bike'), goal(2, 'Laptop'), goal(3, 'Boat')];
    expect(withoutGoal(list, 2).map((g) => g.name)).toEqual(['Bike', 'Boat']);
    expect(withoutGoal(list, 9)).toEqual(list);
  });
});

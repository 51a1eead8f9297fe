import { describe, expect, it } from 'vitest';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import type { Goal } from '../api/goals-api.ts';
import { changesBack, goalChangeTitle, pendingGoal, withGoalRestored } from './goal-list.ts';

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

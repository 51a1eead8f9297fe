// whatIfRequest plans the goals' set-asides again when saving the changes would change what they are planned from.
import { describe, expect, it, vi } from 'vitest';
import type { RunwayGoals, RunwayRequest } from './runway.ts';
import type { RunwayBudget } from './runway-months.ts';
import { whatIfRequest } from './runway-what-if.ts';

const budgets: RunwayBudget[] = [
  {
    month: '2027-03',
    carryForward: 0,
    items: [
      { id: 1, kind: 'income', amount: 100_000, dueDate: '03/01/2027', name: 'Paycheck' },
      { id: 2, kind: 'expense', amount: 50_000, dueDate: '03/05/2027', name: 'Rent' },
    ],
  },
];
const stored: RunwayGoals = { setAsides: new Map([['2027-03-01', 5_000]]) };
const replanned: RunwayGoals = { setAsides: new Map([['2027-03-01', 1_000]]) };
const request: RunwayRequest = {
  schedule: { kind: 'monthly', day: 1 },
  from: '2027-03-01',
  paychecks: 2,
  cushion: 0,
  budgets,
  goals: stored,
};

describe('whatIfRequest and the goals’ set-asides', () => {
  it('plans them again on the changed budgets when an income changes', () => {
    const replanGoals = vi.fn(() => replanned);
    const changed = whatIfRequest(request, [{ id: 1, kind: 'income', amount: 4_000 }], {
      goalsBalance: 9_000,
      replanGoals,
    });
    expect(changed.goals).toBe(replanned);
    expect(replanGoals).toHaveBeenCalledWith(9_000, changed.budgets);
    expect(changed.budgets[0]!.items[0]).toMatchObject({ id: 1, amount: 4_000 });
  });

  it('plans them again on the lowered balance when money moves from Future Goals', () => {
    const replanGoals = vi.fn(() => replanned);
    const changed = whatIfRequest(request, [{ kind: 'from-goals', date: '2027-03-04', amount: 2_000 }], {
      goalsBalance: 9_000,
      replanGoals,
    });
    expect(changed.goals).toBe(replanned);
    expect(replanGoals).toHaveBeenCalledWith(7_000, changed.budgets);
  });

  it('keeps them when only bills change, or while they are not in the budget', () => {
    const replanGoals = vi.fn(() => replanned);
    const billOnly = whatIfRequest(request, [{ id: 2, kind: 'expense', amount: 1 }], {
      goalsBalance: 9_000,
      replanGoals,
    });
    expect(billOnly.goals).toBe(stored);
    const off = whatIfRequest({ ...request, goals: undefined }, [{ id: 1, kind: 'income', amount: 4_000 }], {
      goalsBalance: 9_000,
      replanGoals,
    });
    expect(off.goals).toBeUndefined();
    expect(replanGoals).not.toHaveBeenCalled();
  });
});

import { balanceShares } from '@halfwise/core/goal-plan.ts';
import { useMemo } from 'react';
import { goalPace, type GoalPace } from '../../../domain/goal-pace.ts';
import type { Goal } from '../api/goals-api.ts';

/** Each dated or repeating goal's pace by id (src/domain/goal-pace.ts), from its share of the balance. */
export function useGoalPaces(goals: readonly Goal[], balanceCents: number): ReadonlyMap<number, GoalPace> {
  return useMemo(() => {
    // The UTC date, as the API plans from it.
    const today = new Date().toISOString().slice(0, 10);
    const shares = balanceShares(
      balanceCents,
      goals.map((goal) => goal.targetAmount),
    );
    const paces = new Map<number, GoalPace>();
    goals.forEach((goal, index) => {
      const pace = goalPace(goal, shares[index] ?? 0, today);
      if (pace !== null) paces.set(goal.id, pace);
    });
    return paces;
  }, [goals, balanceCents]);
}

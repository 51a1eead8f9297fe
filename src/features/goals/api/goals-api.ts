import { GOAL_TIMEFRAME_MONTHS } from '../../../domain/goals.ts';
import type { FutureGoalsBalance, Goal } from '@halfwise/core/goal-contract.ts';
import { apiJson, apiRequest } from '../../../lib/api.ts';

export type { Goal } from '@halfwise/core/goal-contract.ts';

export interface NewGoal {
  name: string;
  targetAmount: number;
  emoji: string;
}

export type GoalChanges = Partial<Pick<Goal, 'name' | 'targetAmount' | 'emoji'>>;

export const GOALS_QUERY_KEY = ['/api/future-plans'] as const;
export const BUDGET_QUERY_ROOT = '/api/budget';

/** Core §7 payload: userId 0 (the server takes the caller from the token), timeframe 12, nothing saved yet. */
export function createGoal(goal: NewGoal): Promise<Goal> {
  return apiJson<Goal>('POST', '/api/future-plans', {
    userId: 0,
    name: goal.name,
    targetAmount: goal.targetAmount,
    timeframeMonths: GOAL_TIMEFRAME_MONTHS,
    emoji: goal.emoji,
    savedAmount: 0,
  });
}

export function updateGoal(id: number, changes: GoalChanges): Promise<Goal> {
  return apiJson<Goal>('PATCH', `/api/future-plans/${id}`, changes);
}

export async function deleteGoal(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/future-plans/${id}`);
}

/** Sends whole dollars (already rounded by the caller). */
export function updateBalance(balanceDollars: number): Promise<FutureGoalsBalance> {
  return apiJson<FutureGoalsBalance>('POST', '/api/future-goals/balance', { balance: balanceDollars });
}

import { baseBudgetResponseSchema } from '@halfwise/core/contract/budget.ts';
import { futureGoalsBalanceSchema, goalListSchema, goalSchema } from '@halfwise/core/contract/goals.ts';
import { noContentSchema } from '@halfwise/core/contract/no-content.ts';
import type { FutureGoalsBalance, Goal } from '@halfwise/core/contract/goals.ts';
import { GOAL_TIMEFRAME_MONTHS } from '@halfwise/core/goal-contract.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiParse, apiQuery } from '../../../lib/api.ts';

export type { Goal } from '@halfwise/core/contract/goals.ts';

export interface NewGoal {
  name: string;
  targetAmount: number;
  emoji: string;
}

export type GoalChanges = Partial<Pick<Goal, 'name' | 'targetAmount' | 'emoji'>>;

export const BUDGET_QUERY_ROOT = '/api/budget';

/** GET /api/future-plans (null on 401); the key is the URL. */
export const goalsRead = queryOptions({
  queryKey: ['/api/future-plans'] as const,
  queryFn: () => apiQuery(goalListSchema, '/api/future-plans'),
});

/** GET /api/budget/{userId}/{Mon}/{year}: the month whose budget holds the Future Goals balance. */
export function balanceMonthRead(userId: string, monthName: string, year: number) {
  const queryKey = [BUDGET_QUERY_ROOT, userId, monthName, year] as const;
  return queryOptions({ queryKey, queryFn: () => apiQuery(baseBudgetResponseSchema, queryKey.join('/')) });
}

/** Core §7 payload: userId 0 (the server takes the caller from the token), timeframe 12. */
function postGoal(
  fields: NewGoal & { savedAmount: number; sortOrder?: number },
  idempotencyKey: string | undefined,
): Promise<Goal> {
  return apiParse(
    goalSchema,
    'POST',
    '/api/future-plans',
    { userId: 0, timeframeMonths: GOAL_TIMEFRAME_MONTHS, ...fields },
    { idempotencyKey },
  );
}

/** A new goal: nothing saved yet. `idempotencyKey`: the create's own, sent again on every try. */
export function createGoal({ name, targetAmount, emoji }: NewGoal, idempotencyKey?: string): Promise<Goal> {
  return postGoal({ name, targetAmount, emoji, savedAmount: 0 }, idempotencyKey);
}

/** A deleted goal created again (undo), with what it had saved and its old place in the list. */
export function restoreGoal(
  { name, targetAmount, emoji, savedAmount, sortOrder }: Goal,
  idempotencyKey?: string,
): Promise<Goal> {
  return postGoal({ name, targetAmount, emoji, savedAmount, sortOrder }, idempotencyKey);
}

export function updateGoal(id: number, changes: GoalChanges): Promise<Goal> {
  return apiParse(goalSchema, 'PATCH', `/api/future-plans/${id}`, changes);
}

export async function deleteGoal(id: number): Promise<void> {
  await apiParse(noContentSchema, 'DELETE', `/api/future-plans/${id}`);
}

/** Sends whole dollars (already rounded by the caller). */
export function updateBalance(balanceDollars: number): Promise<FutureGoalsBalance> {
  return apiParse(futureGoalsBalanceSchema, 'POST', '/api/future-goals/balance', { balance: balanceDollars });
}

import { futureGoalsBalanceSchema, goalSchema } from '@halfwise/core/contract/goals.ts';
import type { FutureGoalsBalance, Goal } from '@halfwise/core/contract/goals.ts';
import { GOAL_TIMEFRAME_MONTHS } from '@halfwise/core/goal-contract.ts';
import type { GoalTiming } from '@halfwise/core/goal-plan.ts';
import { answerOf, okAnswer } from '../../../lib/api.ts';
import { api, withIdempotencyKey } from '../../../lib/api-client.ts';
import { BUDGET_QUERY_ROOT, budgetReadAt } from '../../../lib/budget-read.ts';

export type { Goal } from '@halfwise/core/contract/goals.ts';

export interface NewGoal {
  name: string;
  targetAmount: number;
  emoji: string;
}

export type GoalChanges = Partial<
  Pick<Goal, 'name' | 'targetAmount' | 'emoji' | 'targetMonth' | 'repeatMonths' | 'nextDue'>
>;

export { BUDGET_QUERY_ROOT };

export { goalsRead } from '../../../lib/goals-read.ts';

/** GET /api/budget/{userId}/{Mon}/{year}: the month whose budget holds the Future Goals balance. */
export function balanceMonthRead(userId: string, monthName: string, year: number) {
  return budgetReadAt([BUDGET_QUERY_ROOT, userId, monthName, year] as const);
}

/** Core §7 payload: userId 0 (the server takes the caller from the token), timeframe 12. */
function postGoal(
  fields: NewGoal & { savedAmount: number; sortOrder?: number } & Partial<GoalTiming>,
  idempotencyKey: string | undefined,
): Promise<Goal> {
  const json = { userId: 0, timeframeMonths: GOAL_TIMEFRAME_MONTHS, ...fields };
  return answerOf(api['future-plans'].$post({ json }, withIdempotencyKey(idempotencyKey)), goalSchema);
}

/** A new goal: nothing saved yet. `idempotencyKey`: the create's own, sent again on every try. */
export function createGoal({ name, targetAmount, emoji }: NewGoal, idempotencyKey?: string): Promise<Goal> {
  return postGoal({ name, targetAmount, emoji, savedAmount: 0 }, idempotencyKey);
}

/** A deleted goal created again (undo), with what it had saved, its date and its old place in the list. */
export function restoreGoal(
  { name, targetAmount, emoji, savedAmount, sortOrder, targetMonth, repeatMonths, nextDue }: Goal,
  idempotencyKey?: string,
): Promise<Goal> {
  // Only the timing it had: an undated goal comes back as it was sent first.
  const timing = Object.fromEntries(
    Object.entries({ targetMonth, repeatMonths, nextDue }).filter(([, value]) => value !== null),
  );
  return postGoal({ name, targetAmount, emoji, savedAmount, sortOrder, ...timing }, idempotencyKey);
}

export function updateGoal(id: number, changes: GoalChanges): Promise<Goal> {
  return answerOf(
    api['future-plans'][':id'].$patch({ param: { id: String(id) }, json: changes }),
    goalSchema,
  );
}

export async function deleteGoal(id: number): Promise<void> {
  await okAnswer(api['future-plans'][':id'].$delete({ param: { id: String(id) } }));
}

/** Sends whole dollars (already rounded by the caller). */
export function updateBalance(balanceDollars: number): Promise<FutureGoalsBalance> {
  const call = api['future-goals'].balance.$post({ json: { balance: balanceDollars } });
  return answerOf(call, futureGoalsBalanceSchema);
}

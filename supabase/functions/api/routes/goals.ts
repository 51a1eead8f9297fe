import { Hono } from 'hono';
import { requireUser } from '../../_shared/auth.ts';
import { HttpError, NOT_FOUND_MESSAGE } from '../../_shared/errors.ts';
import { jsonAnswer, respond, runIdempotent } from '../../_shared/idempotency.ts';
import { goalColumns, toGoal, type GoalRow } from '../../_shared/goal-rows.ts';
import { DEFAULT_GOAL_EMOJI, GOAL_TIMEFRAME_MONTHS } from '@halfwise/core/goal-contract.ts';
import { createGoalBody, goalIdParams, updateGoalBody } from '@halfwise/core/goal-schemas.ts';
import { parseJsonBody, parseParams } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { goalBalanceRoutes } from './goals-balance.ts';
import { definedColumns } from '../../_shared/defined-columns.ts';
import { budgetOwnerOf } from '../../_shared/budget-owner.ts';

/**
 * The Future Goals screen's API: /future-plans (the caller's goals) and /future-goals/balance.
 * Row-level security decides ownership: another user's goal is invisible, so it answers 404.
 */
export function goalRoutes(deps: ApiDeps) {
  const { db } = deps;
  const signedIn = requireUser(deps.verifyToken);
  return new Hono<ApiEnv>()
    .get('/future-plans', signedIn, async (c) => {
      const rows = await db.withUserTx(
        c.get('claims'),
        (tx) => tx<GoalRow[]>`
          select ${goalColumns(tx)} from public.future_plans where user_id = public.budget_owner()
          order by sort_order, id`,
      );
      return c.json(rows.map(toGoal));
    })
    .post('/future-plans', signedIn, async (c) => {
      const { name, targetAmount, emoji, savedAmount, sortOrder } = await parseJsonBody(c, createGoalBody);
      const goalOf = (owner: string) => ({
        // The budget's owner (the caller, or the owner whose partner they are), whatever the body said.
        user_id: owner,
        name,
        target_amount: targetAmount,
        saved_amount: savedAmount ?? 0,
        timeframe_months: GOAL_TIMEFRAME_MONTHS,
        emoji: emoji ?? DEFAULT_GOAL_EMOJI,
        // Left out, a trigger makes it the new id: the goal goes last.
        ...(sortOrder === undefined ? {} : { sort_order: sortOrder }),
      });
      const outcome = await runIdempotent(c, db, c.get('claims'), async (tx) => {
        const [row] = await tx<
          GoalRow[]
        >`insert into public.future_plans ${tx(goalOf(await budgetOwnerOf(tx)))} returning ${goalColumns(tx)}`;
        if (!row) throw new Error('insert into future_plans returned no row');
        return jsonAnswer(toGoal(row), 201);
      });
      return respond(c, outcome);
    })
    .patch('/future-plans/:id', signedIn, async (c) => {
      const { id } = parseParams(c, goalIdParams);
      const { name, targetAmount, emoji } = await parseJsonBody(c, updateGoalBody);
      const changes = definedColumns({ name, target_amount: targetAmount, emoji });
      const [row] = await db.withUserTx(
        c.get('claims'),
        (tx) => tx<GoalRow[]>`
          update public.future_plans set ${tx(changes)} where id = ${id} returning ${goalColumns(tx)}`,
      );
      if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return c.json(toGoal(row));
    })
    .delete('/future-plans/:id', signedIn, async (c) => {
      const { id } = parseParams(c, goalIdParams);
      const deleted = await db.withUserTx(
        c.get('claims'),
        (tx) => tx`delete from public.future_plans where id = ${id} returning id`,
      );
      if (deleted.length === 0) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return c.body(null, 204);
    })
    .route('/', goalBalanceRoutes(deps));
}

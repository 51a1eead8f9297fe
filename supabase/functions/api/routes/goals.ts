import { Hono } from 'hono';
import { requireUser } from '../../_shared/auth.ts';
import { HttpError, NOT_FOUND_MESSAGE } from '../../_shared/errors.ts';
import { jsonAnswer, respond, runIdempotent } from '../../_shared/idempotency.ts';
import { goalColumns, toGoal, type GoalRow } from '../../_shared/goal-rows.ts';
import { readGoalPlans, utcToday } from '../../_shared/goal-plan-read.ts';
import { DEFAULT_GOAL_EMOJI, GOAL_TIMEFRAME_MONTHS } from '@halfwise/core/goal-contract.ts';
import { createGoalBody, goalIdParams, updateGoalBody } from '@halfwise/core/goal-schemas.ts';
import { goalTimingProblem, UNDATED, type GoalTimingChanges } from '@halfwise/core/goal-timing.ts';
import type { GoalTiming } from '@halfwise/core/goal-plan.ts';
import { monthKeyOfIsoDate } from '@halfwise/core/iso-date.ts';
import { parseJsonBody, parseParams } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { goalBalanceRoutes } from './goals-balance.ts';
import { goalSettingsRoutes } from './goal-settings.ts';
import { goalSetAsideRoutes } from './goal-set-asides.ts';
import { definedColumns } from '../../_shared/defined-columns.ts';
import { budgetOwnerOf } from '../../_shared/budget-owner.ts';
import { releaseBillsOfGoal } from '../../_shared/goal-bill-store.ts';

/** A refused timing (goal-timing.ts) is a 400 naming its field, before anything is written. */
function checkTiming(stored: GoalTiming, changes: GoalTimingChanges, today: string): void {
  const problem = goalTimingProblem(stored, changes, monthKeyOfIsoDate(today));
  if (problem !== null) throw new HttpError(400, problem);
}

/**
 * The Future Goals screen's API: /future-plans (the caller's goals, each with its plan from today),
 * /future-goals/balance and /goals/settings. Row-level security decides ownership: another user's goal is
 * invisible, so it answers 404.
 */
export function goalRoutes(deps: ApiDeps) {
  const { db } = deps;
  const signedIn = requireUser(deps.verifyToken);
  return new Hono<ApiEnv>()
    .get('/future-plans', signedIn, async (c) => {
      const today = utcToday();
      const goals = await db.withUserTx(c.get('claims'), async (tx) => {
        const rows = await tx<GoalRow[]>`
          select ${goalColumns(tx)} from public.future_plans where user_id = public.budget_owner()
          order by sort_order, id`;
        const plans = await readGoalPlans(tx, today);
        return rows.map((row) => toGoal(row, plans));
      });
      return c.json(goals);
    })
    .post('/future-plans', signedIn, async (c) => {
      const { name, targetAmount, emoji, savedAmount, sortOrder, targetMonth, repeatMonths, nextDue } =
        await parseJsonBody(c, createGoalBody);
      const today = utcToday();
      checkTiming(UNDATED, { targetMonth, repeatMonths, nextDue }, today);
      const goalOf = (owner: string) => ({
        // The budget's owner (the caller, or the owner whose partner they are), whatever the body said.
        user_id: owner,
        name,
        target_amount: targetAmount,
        saved_amount: savedAmount ?? 0,
        timeframe_months: GOAL_TIMEFRAME_MONTHS,
        emoji: emoji ?? DEFAULT_GOAL_EMOJI,
        target_month: targetMonth ?? null,
        repeat_months: repeatMonths ?? null,
        next_due: nextDue ?? null,
        // Left out, a trigger makes it the new id: the goal goes last.
        ...(sortOrder === undefined ? {} : { sort_order: sortOrder }),
      });
      const outcome = await runIdempotent(c, db, c.get('claims'), async (tx) => {
        const [row] = await tx<
          GoalRow[]
        >`insert into public.future_plans ${tx(goalOf(await budgetOwnerOf(tx)))} returning ${goalColumns(tx)}`;
        if (!row) throw new Error('insert into future_plans returned no row');
        return jsonAnswer(toGoal(row, await readGoalPlans(tx, today)), 201);
      });
      return respond(c, outcome);
    })
    .patch('/future-plans/:id', signedIn, async (c) => {
      const { id } = parseParams(c, goalIdParams);
      const { name, targetAmount, emoji, targetMonth, repeatMonths, nextDue } = await parseJsonBody(
        c,
        updateGoalBody,
      );
      const today = utcToday();
      const changes = definedColumns({
        name,
        target_amount: targetAmount,
        emoji,
        target_month: targetMonth,
        repeat_months: repeatMonths,
        next_due: nextDue,
      });
      const goal = await db.withUserTx(c.get('claims'), async (tx) => {
        const [stored] = await tx<GoalRow[]>`
          select ${goalColumns(tx)} from public.future_plans where id = ${id} for update`;
        if (!stored) throw new HttpError(404, NOT_FOUND_MESSAGE);
        const timing = {
          targetMonth: stored.target_month,
          repeatMonths: stored.repeat_months,
          nextDue: stored.next_due,
        };
        checkTiming(timing, { targetMonth, repeatMonths, nextDue }, today);
        const [row] = await tx<GoalRow[]>`
          update public.future_plans set ${tx(changes)} where id = ${id} returning ${goalColumns(tx)}`;
        if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
        return toGoal(row, await readGoalPlans(tx, today));
      });
      return c.json(goal);
    })
    .delete('/future-plans/:id', signedIn, async (c) => {
      const { id } = parseParams(c, goalIdParams);
      const deleted = await db.withUserTx(c.get('claims'), async (tx) => {
        // Its bills are unlinked: what they took goes back, as unlinking one does.
        await releaseBillsOfGoal(tx, id);
        return tx`delete from public.future_plans where id = ${id} returning id`;
      });
      if (deleted.length === 0) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return c.body(null, 204);
    })
    .route('/', goalBalanceRoutes(deps))
    .route('/', goalSettingsRoutes(deps))
    .route('/', goalSetAsideRoutes(deps));
}

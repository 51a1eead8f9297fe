import { runwayPlanQuery, runwayQuery } from '@halfwise/core/contract/runway.ts';
import { planRunway } from '@halfwise/core/runway-plan.ts';
import { Hono } from 'hono';
import { requireUserForReads } from '../../_shared/auth.ts';
import { runwayInputOf, runwayOf, runwayReadSql, type RunwayRow } from '../../_shared/runway-read.ts';
import { parseQuery } from '../../_shared/validate-query.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { runwayApplyRoutes } from './runway-apply.ts';
import { runwayDays } from './runway-request.ts';
import { runwayWhatIfRoutes } from './runway-what-if.ts';

/**
 * The next paychecks of the caller's budget (docs/api.md, "Runway"): their own, or the owner's for a partner; the
 * plan for a short one, a what-if on it, and saving the what-if.
 */
export function runwayRoutes(deps: ApiDeps) {
  const { db, verifyToken } = deps;
  const signedIn = requireUserForReads(verifyToken);
  return new Hono<ApiEnv>()
    .get('/runway', signedIn, async (c) => {
      const { paychecks, today } = parseQuery(c, runwayQuery);
      const { from, planDay } = runwayDays(today);
      const rows = await db.readAsUser<RunwayRow[]>(c.get('claims'), runwayReadSql(from, planDay));
      return c.json(runwayOf(rows, from, paychecks, planDay));
    })
    .get('/runway/plan', signedIn, async (c) => {
      const { paychecks, today } = parseQuery(c, runwayPlanQuery);
      const { from, planDay } = runwayDays(today);
      const rows = await db.readAsUser<RunwayRow[]>(c.get('claims'), runwayReadSql(from, planDay));
      const { request, context } = runwayInputOf(rows, from, paychecks, planDay);
      return c.json(planRunway(request, context));
    })
    .route('/', runwayWhatIfRoutes(deps))
    .route('/', runwayApplyRoutes(deps));
}

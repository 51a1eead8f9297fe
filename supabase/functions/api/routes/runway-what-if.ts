import { runwayWhatIfBody } from '@halfwise/core/contract/runway.ts';
import { computeRunway } from '@halfwise/core/runway.ts';
import { whatIfRequest } from '@halfwise/core/runway-what-if.ts';
import { Hono } from 'hono';
import { requireUserForReads } from '../../_shared/auth.ts';
import { runwayInputOf, runwayReadSql, type RunwayRow } from '../../_shared/runway-read.ts';
import { parseJsonBody } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { refusingProblems, runwayChangesOf, runwayDays } from './runway-request.ts';

/** POST /api/runway/what-if: the runway as GET /api/runway would answer it after the changes; writes nothing. */
export function runwayWhatIfRoutes({ db, verifyToken }: ApiDeps) {
  return new Hono<ApiEnv>().post('/runway/what-if', requireUserForReads(verifyToken), async (c) => {
    const body = await parseJsonBody(c, runwayWhatIfBody);
    const { from, planDay } = runwayDays(body.today);
    const rows = await db.readAsUser<RunwayRow[]>(c.get('claims'), runwayReadSql(from, planDay));
    const { request, context } = runwayInputOf(rows, from, body.paychecks, planDay);
    const changed = refusingProblems(() => whatIfRequest(request, runwayChangesOf(body.changes), context));
    return c.json(computeRunway(changed));
  });
}

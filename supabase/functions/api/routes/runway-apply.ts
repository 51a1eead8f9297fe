import { runwayApplyBody, runwayUndoParams } from '@halfwise/core/contract/runway.ts';
import { monthKeyOfIsoDate } from '@halfwise/core/iso-date.ts';
import { checkChanges } from '@halfwise/core/runway-what-if.ts';
import { Hono } from 'hono';
import { requireUser } from '../../_shared/auth.ts';
import { HttpError } from '../../_shared/errors.ts';
import { jsonAnswer, respond, runIdempotent } from '../../_shared/idempotency.ts';
import { undoApply, writeChanges } from '../../_shared/runway-apply-store.ts';
import { runwayInputOf, runwayOf, runwayReadSql, type RunwayRow } from '../../_shared/runway-read.ts';
import { parseJsonBody, parseParams } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { refusingProblems, runwayChangesOf, runwayDays } from './runway-request.ts';

export const NOTHING_TO_UNDO = 'undoId: Nothing to undo under this id';

/**
 * POST /api/runway/apply saves the what-if's changes in one transaction (refused whole when one is bad) and answers
 * the saved runway; DELETE /api/runway/apply/:undoId takes an apply back, also in one transaction.
 */
export function runwayApplyRoutes({ db, verifyToken }: ApiDeps) {
  const signedIn = requireUser(verifyToken);
  return new Hono<ApiEnv>()
    .post('/runway/apply', signedIn, async (c) => {
      const body = await parseJsonBody(c, runwayApplyBody);
      const changes = runwayChangesOf(body.changes);
      const { from, planDay } = runwayDays(body.today);
      const outcome = await runIdempotent(c, db, c.get('claims'), async (tx) => {
        const read = () => tx.unsafe<RunwayRow[]>(runwayReadSql(from, planDay));
        const { request, context } = runwayInputOf(await read(), from, body.paychecks, planDay);
        refusingProblems(() => checkChanges(request.budgets, changes, context.goalsBalance));
        await writeChanges(tx, changes, monthKeyOfIsoDate(planDay), body.undoId);
        return jsonAnswer(runwayOf(await read(), from, body.paychecks, planDay));
      });
      return respond(c, outcome);
    })
    .delete('/runway/apply/:undoId', signedIn, async (c) => {
      const { undoId } = parseParams(c, runwayUndoParams);
      const undone = await db.withUserTx(c.get('claims'), (tx) => undoApply(tx, undoId));
      if (!undone) throw new HttpError(404, NOTHING_TO_UNDO);
      return c.body(null, 204);
    });
}

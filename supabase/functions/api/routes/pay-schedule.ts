import { PAY_SCHEDULE_OWNER_ONLY, payScheduleSchema } from '@halfwise/core/pay-schedule-schema.ts';
import { Hono } from 'hono';
import { requireUser } from '../../_shared/auth.ts';
import { budgetOwnerOf } from '../../_shared/budget-owner.ts';
import { readPaySchedule, savePaySchedule } from '../../_shared/pay-schedule-store.ts';
import { HttpError } from '../../_shared/errors.ts';
import { parseJsonBody } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';

/**
 * The pay schedule of the caller's budget (docs/api.md, "Pay schedule"): their own, or the owner's while they are a
 * partner; the default until one is set.
 */
export function payScheduleRoutes({ db, verifyToken }: ApiDeps) {
  const signedIn = requireUser(verifyToken);
  return new Hono<ApiEnv>()
    .get('/pay-schedule', signedIn, async (c) => {
      const claims = c.get('claims');
      return c.json(await db.withUserTx(claims, async (tx) => readPaySchedule(tx, await budgetOwnerOf(tx))));
    })
    .put('/pay-schedule', signedIn, async (c) => {
      const schedule = await parseJsonBody(c, payScheduleSchema);
      const claims = c.get('claims');
      await db.withUserTx(claims, async (tx) => {
        // The schedule is the owner's: a partner sees it (and the sections it makes) but cannot change it.
        const owner = await budgetOwnerOf(tx);
        if (owner !== claims.sub) throw new HttpError(403, PAY_SCHEDULE_OWNER_ONLY);
        await savePaySchedule(tx, owner, schedule);
      });
      return c.json(schedule);
    });
}

import { payScheduleSchema } from '@halfwise/core/pay-schedule-schema.ts';
import { Hono } from 'hono';
import { requireUser } from '../../_shared/auth.ts';
import { readPaySchedule, savePaySchedule } from '../../_shared/pay-schedule-store.ts';
import { parseJsonBody } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';

/** The caller's pay schedule (docs/api.md, "Pay schedule"): always their own, the default until they set one. */
export function payScheduleRoutes({ db, verifyToken }: ApiDeps) {
  const signedIn = requireUser(verifyToken);
  return new Hono<ApiEnv>()
    .get('/pay-schedule', signedIn, async (c) => {
      const claims = c.get('claims');
      return c.json(await db.withUserTx(claims, (tx) => readPaySchedule(tx, claims.sub)));
    })
    .put('/pay-schedule', signedIn, async (c) => {
      const schedule = await parseJsonBody(c, payScheduleSchema);
      const claims = c.get('claims');
      await db.withUserTx(claims, (tx) => savePaySchedule(tx, claims.sub, schedule));
      return c.json(schedule);
    });
}

import { runwayQuery, RUNWAY_TODAY_MESSAGE } from '@halfwise/core/contract/runway.ts';
import { dayNumberOf, type IsoDate } from '@halfwise/core/iso-date.ts';
import { Hono } from 'hono';
import { requireUserForReads } from '../../_shared/auth.ts';
import { HttpError } from '../../_shared/errors.ts';
import { utcToday } from '../../_shared/goal-plan-read.ts';
import { runwayOf, runwayReadSql, type RunwayRow } from '../../_shared/runway-read.ts';
import { parseQuery } from '../../_shared/validate-query.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';

/**
 * The person's date: the app's `today` (its own calendar) when it is within a day of the server's UTC date, as
 * every time zone's date is; the server's UTC date without one.
 */
function todayOf(sent: IsoDate | undefined, now: Date): IsoDate {
  const utc = now.toISOString().slice(0, 10);
  if (sent === undefined) return utc;
  if (Math.abs(dayNumberOf(sent) - dayNumberOf(utc)) > 1)
    throw new HttpError(400, `today: ${RUNWAY_TODAY_MESSAGE}`);
  return sent;
}

/** The next paychecks of the caller's budget (docs/api.md, "Runway"): their own, or the owner's for a partner. */
export function runwayRoutes({ db, verifyToken }: ApiDeps) {
  return new Hono<ApiEnv>().get('/runway', requireUserForReads(verifyToken), async (c) => {
    const { paychecks, today } = parseQuery(c, runwayQuery);
    const now = new Date();
    const from = todayOf(today, now);
    // The goals' set-asides are planned on the server's date, as the budget's lines are.
    const planDay = utcToday(now);
    const rows = await db.readAsUser<RunwayRow[]>(c.get('claims'), runwayReadSql(from, planDay));
    return c.json(runwayOf(rows, from, paychecks, planDay));
  });
}

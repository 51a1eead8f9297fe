import { calendarFeedParams } from '@halfwise/core/contract/own-data.ts';
import { Hono } from 'hono';
import { requireUser } from '../../_shared/auth.ts';
import { HttpError, NOT_FOUND_MESSAGE } from '../../_shared/errors.ts';
import {
  billsCalendar,
  feedMonths,
  feedUrl,
  hashFeedSecret,
  newFeedSecret,
  secretOfFileName,
  type FeedAlarm,
  type FeedExpense,
} from '../../_shared/own-data/calendar-feed.ts';
import { utcMonthOf } from '../../_shared/own-data/export-data.ts';
import { parseParams } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';

/**
 * The private calendar feed of bills: the signed-in person turns it on (a new secret each time, replacing the
 * last), off, or asks whether it is on; anyone holding the URL reads it, without a login.
 */
export function calendarFeedRoutes({ config, db, verifyToken }: ApiDeps) {
  const signedIn = requireUser(verifyToken);
  return new Hono<ApiEnv>()
    .get('/calendar-feed', signedIn, async (c) => {
      const [feed] = await db.withUserTx(
        c.get('claims'),
        (tx) => tx<{ created_at: Date }[]>`select created_at from public.calendar_feeds`,
      );
      return c.json({ active: Boolean(feed), createdAt: feed?.created_at.toISOString() ?? null });
    })
    .post('/calendar-feed', signedIn, async (c) => {
      // No Idempotency-Key here: a stored answer would keep the secret that the table keeps only hashed.
      const claims = c.get('claims');
      const secret = newFeedSecret();
      const tokenHash = await hashFeedSecret(secret);
      await db.withUserTx(claims, async (tx) => {
        await tx`delete from public.calendar_feeds where user_id = ${claims.sub}`;
        await tx`insert into public.calendar_feeds (user_id, token_hash) values (${claims.sub}, ${tokenHash})`;
      });
      return c.json({ url: feedUrl(config.appOrigin, secret) }, 201);
    })
    .delete('/calendar-feed', signedIn, async (c) => {
      const claims = c.get('claims');
      await db.withUserTx(
        claims,
        (tx) => tx`delete from public.calendar_feeds where user_id = ${claims.sub}`,
      );
      return c.body(null, 204);
    })
    .get('/calendar-feed/:file', async (c) => {
      const secret = secretOfFileName(parseParams(c, calendarFeedParams).file);
      if (!secret) throw new HttpError(404, NOT_FOUND_MESSAGE);
      const tokenHash = await hashFeedSecret(secret);
      const { first, last } = feedMonths(utcMonthOf(new Date()));
      const found = await db.withAnonTx(async (tx) => {
        const [feed] = await tx<{ on: boolean }[]>`select public.calendar_feed_exists(${tokenHash}) as on`;
        if (!feed?.on) return null;
        const [alarm] = await tx<FeedAlarm[]>`select * from public.calendar_feed_alarm(${tokenHash})`;
        const expenses = await tx<
          FeedExpense[]
        >`select * from public.calendar_feed_expenses(${tokenHash}, ${first}, ${last})`;
        return alarm ? { expenses, alarm } : null;
      });
      if (!found) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return c.body(billsCalendar(found.expenses, new URL(config.appOrigin).hostname, found.alarm), 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="halfwise-bills.ics"',
        'Cache-Control': 'private, no-cache',
      });
    });
}

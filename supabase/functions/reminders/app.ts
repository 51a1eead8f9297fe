import { remindersPassBody } from '@halfwise/core/contract/reminders.ts';
import { Hono } from 'hono';
import type { ApiConfig } from '../_shared/config.ts';
import { createDb } from '../_shared/db.ts';
import { handleError, handleNotFound } from '../_shared/errors.ts';
import { createMailer } from '../_shared/mailer.ts';
import { runReminderPass } from '../_shared/reminders/pass.ts';
import { pushDestinationFetch } from '../_shared/reminders/push-destination.ts';
import { createPushSender, type PushSender } from '../_shared/reminders/push-sender.ts';
import { requestLog } from '../_shared/request-log.ts';
import { requireServiceKey } from '../_shared/service-key.ts';
import { parseJsonBody } from '../_shared/validate.ts';

export { SERVICE_KEY_REQUIRED } from '../_shared/service-key.ts';

/**
 * The `reminders` Edge Function (verify_jwt = false; it checks the service-role key itself): pg_cron calls it
 * every 15 minutes, the local stack on the same schedule. One POST is one pass; `{ "now": ISO }` stands in for
 * the clock.
 */
export function createRemindersApp(config: ApiConfig, options: { sendPush?: PushSender } = {}): Hono {
  const db = createDb({ ...config, dbPoolMax: Math.min(config.dbPoolMax, 4) });
  const { privateJwk } = config.push;
  const sendPush =
    options.sendPush ??
    (privateJwk
      ? createPushSender(
          { privateJwk, subject: config.push.subject },
          pushDestinationFetch(config.push.endpoints),
        )
      : undefined);
  const deps = {
    db,
    ...(sendPush ? { sendPush } : {}),
    mailer: createMailer(config.mail),
    appOrigin: config.appOrigin,
    log: (line: string) => console.error(line),
  };

  const app = new Hono();
  app.use('*', requestLog());
  app.post('/reminders', async (c) => {
    await requireServiceKey(c, config);
    const { now } = await parseJsonBody(c, remindersPassBody);
    return c.json(await runReminderPass(deps, now ? new Date(now) : new Date()));
  });
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

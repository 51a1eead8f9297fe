import {
  pushEndpointBody,
  pushSubscriptionBody,
  REMINDER_MESSAGES,
  reminderSettingsSchema,
  unsubscribeParams,
} from '@halfwise/core/contract/reminders.ts';
import { Hono } from 'hono';
import { requireUser } from '../../_shared/auth.ts';
import { HttpError } from '../../_shared/errors.ts';
import { isAllowedPushEndpoint } from '../../_shared/push-endpoint.ts';
import {
  UNSUBSCRIBE_ASK,
  UNSUBSCRIBE_DONE,
  UNSUBSCRIBE_UNKNOWN,
  unsubscribePage,
} from '../../_shared/reminder-mail.ts';
import {
  deletePushSubscription,
  isDeviceCapError,
  listPushSubscriptions,
  readReminderSettings,
  saveReminderSettings,
  savePushSubscription,
} from '../../_shared/reminder-store.ts';
import { parseJsonBody, parseParams } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';

/**
 * Reminders (docs/reminders.md): the caller's own settings, each device's push subscription, the VAPID public key
 * the browser subscribes with, and the unsubscribe link of reminder emails (no sign-in: the token is the key).
 */
export function reminderRoutes({ config, db, verifyToken }: ApiDeps) {
  const signedIn = requireUser(verifyToken);
  const html = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
  return new Hono<ApiEnv>()
    .get('/reminders', signedIn, async (c) => {
      const claims = c.get('claims');
      return c.json(await db.withUserTx(claims, (tx) => readReminderSettings(tx, claims.sub)));
    })
    .put('/reminders', signedIn, async (c) => {
      const settings = await parseJsonBody(c, reminderSettingsSchema);
      const claims = c.get('claims');
      await db.withUserTx(claims, (tx) => saveReminderSettings(tx, claims.sub, settings));
      return c.json(settings);
    })
    .get('/push-subscriptions/key', signedIn, (c) => c.json({ publicKey: config.push.publicKey ?? null }))
    .post('/push-subscriptions', signedIn, async (c) => {
      const device = await parseJsonBody(c, pushSubscriptionBody);
      if (!isAllowedPushEndpoint(device.endpoint, config.push.endpoints)) {
        throw new HttpError(400, `endpoint: ${REMINDER_MESSAGES.endpoint}`);
      }
      const claims = c.get('claims');
      await db
        .withUserTx(claims, (tx) => savePushSubscription(tx, claims.sub, device))
        .catch((error) => {
          throw isDeviceCapError(error)
            ? new HttpError(409, `endpoint: ${REMINDER_MESSAGES.tooManyDevices}`)
            : error;
        });
      return c.json({ endpoint: device.endpoint }, 201);
    })
    .get('/push-subscriptions', signedIn, async (c) => {
      const claims = c.get('claims');
      const devices = await db.withUserTx(claims, (tx) => listPushSubscriptions(tx, claims.sub));
      return c.json({ devices });
    })
    .delete('/push-subscriptions', signedIn, async (c) => {
      const { endpoint } = await parseJsonBody(c, pushEndpointBody);
      const claims = c.get('claims');
      await db.withUserTx(claims, (tx) => deletePushSubscription(tx, claims.sub, endpoint));
      return c.body(null, 204);
    })
    .get('/reminders/unsubscribe/:token', (c) => {
      parseParams(c, unsubscribeParams);
      return c.body(unsubscribePage(UNSUBSCRIBE_ASK, c.req.path), 200, html);
    })
    .post('/reminders/unsubscribe/:token', async (c) => {
      const { token } = parseParams(c, unsubscribeParams);
      const [row] = await db.withAnonTx(
        (tx) => tx<{ known: boolean }[]>`select public.unsubscribe_reminder_emails(${token}) as known`,
      );
      return row?.known
        ? c.body(unsubscribePage(UNSUBSCRIBE_DONE), 200, html)
        : c.body(unsubscribePage(UNSUBSCRIBE_UNKNOWN), 404, html);
    });
}

// The wire contract of reminders (docs/reminders.md): the settings, the devices' push subscriptions and the
// answer of one pass of the `reminders` function.
import { z } from 'zod/mini';
import { isTimeZone } from '../local-time.ts';
import { MAX_PUSH_DEVICES } from '../push-services.ts';
import { isReminderTime, MAX_DAYS_BEFORE, type ReminderSettings } from '../reminder-settings.ts';

/** Shown after the field's name ('bills.time: Must be …'), as every API message is. */
export const REMINDER_MESSAGES = Object.freeze({
  enabled: 'Must be true or false',
  daysBefore: `Must be a whole number of days from 0 to ${MAX_DAYS_BEFORE}`,
  time: 'Must be a time of day written HH:MM (24-hour), on the quarter hour',
  timeZone: 'Must be a time zone such as America/Los_Angeles',
  endpoint: 'Must be the https address of a push service',
  tooManyDevices: `At most ${MAX_PUSH_DEVICES} devices; remove one in Settings`,
  key: 'Must be the browser’s key, in base64url',
});

const flag = z.boolean(REMINDER_MESSAGES.enabled);

/** GET and PUT /api/reminders: the whole settings, every field required. */
export const reminderSettingsSchema: z.ZodMiniType<ReminderSettings> = z.strictObject({
  bills: z.strictObject({
    enabled: flag,
    daysBefore: z
      .number(REMINDER_MESSAGES.daysBefore)
      .check(
        z.int(REMINDER_MESSAGES.daysBefore),
        z.gte(0, REMINDER_MESSAGES.daysBefore),
        z.lte(MAX_DAYS_BEFORE, REMINDER_MESSAGES.daysBefore),
      ),
    time: z.string(REMINDER_MESSAGES.time).check(z.refine(isReminderTime, REMINDER_MESSAGES.time)),
  }),
  payday: z.strictObject({ enabled: flag }),
  push: flag,
  email: flag,
  timeZone: z.string(REMINDER_MESSAGES.timeZone).check(z.refine(isTimeZone, REMINDER_MESSAGES.timeZone)),
});

const endpoint = z.string(REMINDER_MESSAGES.endpoint).check(
  z.maxLength(2000, REMINDER_MESSAGES.endpoint),
  z.refine((value) => URL.canParse(value), REMINDER_MESSAGES.endpoint),
);
const base64url = z
  .string(REMINDER_MESSAGES.key)
  .check(z.regex(/^[A-Za-z0-9_-]{16,200}={0,2}$/, REMINDER_MESSAGES.key));

/** POST /api/push-subscriptions: what `PushSubscription.toJSON()` gives (expirationTime is ignored). */
export const pushSubscriptionBody = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url, auth: base64url }),
});

/** POST /api/push-subscriptions answers 201 with the endpoint it stored. */
export const subscribedSchema = z.object({ endpoint: z.string() });

/** GET /api/push-subscriptions: the caller's devices, the most recently renewed first. */
export const pushDevicesSchema = z.object({
  devices: z.array(z.object({ endpoint: z.string(), createdAt: z.string(), renewedAt: z.string() })),
});

/** DELETE /api/push-subscriptions. */
export const pushEndpointBody = z.object({ endpoint });

/** GET /api/push-subscriptions/key: the VAPID public key the browser subscribes with (null: push is not set up). */
export const pushKeySchema = z.object({ publicKey: z.nullable(z.string()) });

/** POST /functions/v1/reminders with the service-role key: `now` stands in for the clock. */
export const remindersPassBody = z.strictObject({
  now: z.optional(z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 instant' })),
});

export const remindersPassSchema = z.object({
  sent: z.object({ push: z.number(), email: z.number() }),
  skipped: z.number(),
});

/** The secret of an unsubscribe link. */
export const unsubscribeParams = z.object({ token: z.uuid('Invalid link') });

/** The unsubscribe link's page (text/html). */
export const unsubscribePageSchema = z.string();

import {
  pushDevicesSchema,
  pushKeySchema,
  reminderSettingsSchema,
  subscribedSchema,
} from '@halfwise/core/contract/reminders.ts';
import type { ReminderSettings } from '@halfwise/core/reminder-settings.ts';
import { answerOf, okAnswer } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';

export const REMINDERS_KEY = ['reminders'] as const;
export const PUSH_DEVICES_KEY = ['push-devices'] as const;
export const readReminders = () => answerOf(api.reminders.$get(), reminderSettingsSchema);
export const saveReminders = (settings: ReminderSettings) =>
  answerOf(api.reminders.$put({ json: settings }), reminderSettingsSchema);
export const readPushKey = () => answerOf(api['push-subscriptions'].key.$get(), pushKeySchema);
export const readDevices = () => answerOf(api['push-subscriptions'].$get(), pushDevicesSchema);
/** The browser's subscription as the server stores it (a missing part is refused by the server, 400). */
export const saveDevice = ({ endpoint = '', keys = {} }: PushSubscriptionJSON) => {
  const json = { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } };
  return answerOf(api['push-subscriptions'].$post({ json }), subscribedSchema);
};
export const forgetDevice = (endpoint: string) =>
  okAnswer(api['push-subscriptions'].$delete({ json: { endpoint } }));

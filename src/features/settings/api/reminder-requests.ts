import {
  pushKeySchema,
  reminderSettingsSchema,
  subscribedSchema,
} from '@halfwise/core/contract/reminders.ts';
import type { ReminderSettings } from '@halfwise/core/reminder-settings.ts';
import { apiParse, apiRequest } from '../../../lib/api.ts';

export const REMINDERS_KEY = ['reminders'] as const;
export const readReminders = () => apiParse(reminderSettingsSchema, 'GET', '/api/reminders');
export const saveReminders = (settings: ReminderSettings) =>
  apiParse(reminderSettingsSchema, 'PUT', '/api/reminders', settings);
export const readPushKey = () => apiParse(pushKeySchema, 'GET', '/api/push-subscriptions/key');
export const saveDevice = (subscription: PushSubscriptionJSON) =>
  apiParse(subscribedSchema, 'POST', '/api/push-subscriptions', subscription);
export const forgetDevice = (endpoint: string) =>
  apiRequest('DELETE', '/api/push-subscriptions', { endpoint });

// public.reminder_settings and public.push_subscriptions as the API reads and writes them (RLS: the caller's own).
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from './core/reminder-settings.ts';
import type { TxSql } from './db.ts';

export interface ReminderSettingsRow {
  bills_enabled: boolean;
  days_before: number;
  remind_at: string;
  payday_enabled: boolean;
  push: boolean;
  email: boolean;
  time_zone: string;
}

export function settingsOfRow(row: ReminderSettingsRow | undefined): ReminderSettings {
  if (!row) return DEFAULT_REMINDER_SETTINGS;
  return {
    bills: { enabled: row.bills_enabled, daysBefore: row.days_before, time: row.remind_at },
    payday: { enabled: row.payday_enabled },
    push: row.push,
    email: row.email,
    timeZone: row.time_zone,
  };
}

export async function readReminderSettings(tx: TxSql, userId: string): Promise<ReminderSettings> {
  const [row] = await tx<ReminderSettingsRow[]>`
    select bills_enabled, days_before, remind_at, payday_enabled, push, email, time_zone
    from public.reminder_settings where user_id = ${userId}`;
  return settingsOfRow(row);
}

export async function saveReminderSettings(
  tx: TxSql,
  userId: string,
  settings: ReminderSettings,
): Promise<void> {
  await tx`
    insert into public.reminder_settings (user_id, bills_enabled, days_before, remind_at, payday_enabled, push, email, time_zone)
    values (${userId}, ${settings.bills.enabled}, ${settings.bills.daysBefore}, ${settings.bills.time},
      ${settings.payday.enabled}, ${settings.push}, ${settings.email}, ${settings.timeZone})
    on conflict (user_id) do update set
      bills_enabled = excluded.bills_enabled, days_before = excluded.days_before, remind_at = excluded.remind_at,
      payday_enabled = excluded.payday_enabled, push = excluded.push, email = excluded.email,
      time_zone = excluded.time_zone`;
}

export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Adds the device, or renews its keys (and its renewal time) when it subscribed before. */
export async function savePushSubscription(
  tx: TxSql,
  userId: string,
  device: DeviceSubscription,
): Promise<void> {
  await tx`
    insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
    values (${userId}, ${device.endpoint}, ${device.keys.p256dh}, ${device.keys.auth})
    on conflict (user_id, endpoint) do update
    set p256dh = excluded.p256dh, auth = excluded.auth, renewed_at = now()`;
}

/** The refusal of a person's device beyond MAX_PUSH_DEVICES (migration 20261208100000's trigger). */
export function isDeviceCapError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'HW409';
}

export interface PushDevice {
  endpoint: string;
  createdAt: string;
  renewedAt: string;
}

export function listPushSubscriptions(tx: TxSql, userId: string): Promise<PushDevice[]> {
  return tx<PushDevice[]>`
    select endpoint,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
      to_char(renewed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "renewedAt"
    from public.push_subscriptions where user_id = ${userId}
    order by renewed_at desc, id desc`;
}

export async function deletePushSubscription(tx: TxSql, userId: string, endpoint: string): Promise<void> {
  await tx`delete from public.push_subscriptions where user_id = ${userId} and endpoint = ${endpoint}`;
}

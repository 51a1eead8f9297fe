// What a person chose for their reminders (Settings → Reminders), and the defaults: everything off.

import { isClockTime, minutesOfClockTime } from './local-time.ts';

export const MAX_DAYS_BEFORE = 7;

/**
 * The reminders function runs every 15 minutes, on the quarter hours, and every time zone in use today is a
 * whole number of quarter hours from UTC: a reminder time on a quarter hour is met by a pass exactly.
 */
export const REMINDER_TIME_STEP_MINUTES = 15;

/** 'HH:MM' on a quarter hour. */
export function isReminderTime(value: string): boolean {
  return isClockTime(value) && minutesOfClockTime(value) % REMINDER_TIME_STEP_MINUTES === 0;
}

export interface ReminderSettings {
  bills: { enabled: boolean; daysBefore: number; time: string };
  payday: { enabled: boolean };
  /** Push to each device the person subscribed. */
  push: boolean;
  email: boolean;
  /** IANA name, e.g. America/Los_Angeles: whose clocks `bills.time` is read on. */
  timeZone: string;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = Object.freeze({
  bills: Object.freeze({ enabled: false, daysBefore: 1, time: '09:00' }),
  payday: Object.freeze({ enabled: false }),
  push: false,
  email: false,
  timeZone: 'UTC',
});

export type ReminderChannel = 'push' | 'email';

/** The channels the settings send on. */
export function reminderChannels(settings: ReminderSettings): ReminderChannel[] {
  return [...(settings.push ? (['push'] as const) : []), ...(settings.email ? (['email'] as const) : [])];
}

/**
 * How long before an all-day bill's start (its local midnight) the calendar's alarm rings: `daysBefore` days
 * earlier, at `time`. Negative when it rings on the day itself (9:00 on the day: 9 hours after the start).
 */
export function alarmSecondsBeforeDay(daysBefore: number, time: string): number {
  return daysBefore * 86_400 - minutesOfClockTime(time) * 60;
}

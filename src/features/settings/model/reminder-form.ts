// The Reminders card's choices and words: the lead times, the quarter-hour times, the time zones and what is
// said when push cannot be turned on.
import {
  MAX_DAYS_BEFORE,
  REMINDER_TIME_STEP_MINUTES,
  type ReminderSettings,
} from '@halfwise/core/reminder-settings.ts';

export const PUSH_TEXT = Object.freeze({
  denied:
    'Notifications are blocked for Halfwise. To get reminders on this device, allow notifications for this site in your browser’s settings, then turn this on again. Email reminders work either way.',
  unsupported: 'This browser can’t show notifications from Halfwise. Email reminders work everywhere.',
  notReady:
    'Reminders on this device need the installed app. Open Halfwise from your home screen and try again.',
  subscribeFailed: 'This device could not sign up for notifications. Please try again later.',
  iphone:
    'On iPhone and iPad: add Halfwise to your Home Screen first (Share, then Add to Home Screen), open it from there, then turn this on.',
});

export const REMINDERS_SAVED = 'Reminders saved';

/** 'On the day', '1 day before' … '7 days before'. */
export const LEAD_TIMES = Array.from({ length: MAX_DAYS_BEFORE + 1 }, (_, days) => ({
  value: days,
  label: days === 0 ? 'On the day' : `${days} day${days === 1 ? '' : 's'} before`,
}));

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** Every quarter hour of a day: value 'HH:MM', label '9:00 AM'. */
export const REMINDER_TIMES = Array.from({ length: (24 * 60) / REMINDER_TIME_STEP_MINUTES }, (_, index) => {
  const minutes = index * REMINDER_TIME_STEP_MINUTES;
  const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { value, label: clock.format(new Date(Date.UTC(2000, 0, 1, 0, minutes))) };
});

/** The time zones to offer ('America/Los Angeles'): the browser's list, with `current` in it even where it lacks it. */
export function timeZoneChoices(current: string): { value: string; label: string }[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = known.includes(current) ? known : [current, ...known];
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/**
 * What the card starts from: the saved settings, except that settings never saved (all off, the server's UTC)
 * take the browser's time zone, so a person who turns reminders on is reminded on their own clock.
 */
export function initialForm(saved: ReminderSettings, browserTimeZone: string): ReminderSettings {
  const neverSaved = !saved.bills.enabled && !saved.payday.enabled && !saved.push && !saved.email;
  return neverSaved && saved.timeZone === 'UTC' ? { ...saved, timeZone: browserTimeZone } : saved;
}

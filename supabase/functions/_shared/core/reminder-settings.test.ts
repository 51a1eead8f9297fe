import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_SETTINGS,
  isReminderTime,
  REMINDER_TIME_STEP_MINUTES,
  reminderChannels,
} from './reminder-settings.ts';

describe('isReminderTime', () => {
  it('takes a time of day on a quarter hour, and only that', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minutes) => {
        const text = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        expect(isReminderTime(text)).toBe(minutes % REMINDER_TIME_STEP_MINUTES === 0);
      }),
    );
    for (const text of ['9:00', '24:00', '09:00 ', 'noon', '']) expect(isReminderTime(text)).toBe(false);
  });
});

describe('reminderChannels', () => {
  it('is push, then email, for each one turned on', () => {
    const channels = (push: boolean, email: boolean) =>
      reminderChannels({ ...DEFAULT_REMINDER_SETTINGS, push, email });
    expect(channels(false, false)).toEqual([]);
    expect(channels(true, false)).toEqual(['push']);
    expect(channels(false, true)).toEqual(['email']);
    expect(channels(true, true)).toEqual(['push', 'email']);
  });
});

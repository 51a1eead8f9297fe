import { DEFAULT_REMINDER_SETTINGS, isReminderTime } from '@halfwise/core/reminder-settings.ts';
import { describe, expect, it } from 'vitest';
import { initialForm, LEAD_TIMES, REMINDER_TIMES, timeZoneChoices } from './reminder-form.ts';

describe('the Reminders card’s choices', () => {
  it('offers every quarter hour once, each one the server accepts, labelled on a 12-hour clock', () => {
    expect(REMINDER_TIMES).toHaveLength(96);
    expect(REMINDER_TIMES.every((time) => isReminderTime(time.value))).toBe(true);
    expect(REMINDER_TIMES.find((time) => time.value === '09:00')?.label).toBe('9:00 AM');
    expect(REMINDER_TIMES.find((time) => time.value === '13:45')?.label).toBe('1:45 PM');
    expect(LEAD_TIMES.map((lead) => lead.label)).toEqual([
      'On the day',
      '1 day before',
      '2 days before',
      '3 days before',
      '4 days before',
      '5 days before',
      '6 days before',
      '7 days before',
    ]);
  });

  it('starts never-saved settings on the browser’s time zone, and keeps saved ones as they are', () => {
    expect(initialForm(DEFAULT_REMINDER_SETTINGS, 'Europe/Berlin').timeZone).toBe('Europe/Berlin');
    const saved = { ...DEFAULT_REMINDER_SETTINGS, email: true };
    expect(initialForm(saved, 'Europe/Berlin')).toEqual(saved);
  });

  it('keeps the saved time zone among the choices', () => {
    expect(timeZoneChoices('America/Los_Angeles')).toContainEqual({
      value: 'America/Los_Angeles',
      label: 'America/Los Angeles',
    });
    expect(timeZoneChoices('Etc/GMT+8')[0]?.value).toBe('Etc/GMT+8');
  });
});

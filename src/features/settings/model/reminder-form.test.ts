import { DEFAULT_REMINDER_SETTINGS, isReminderTime } from '@halfwise/core/reminder-settings.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { initialForm, LEAD_TIMES, REMINDER_TIMES, timeZoneChoices } from './reminder-form.ts';

const supportedValuesOf = Intl.supportedValuesOf;
afterEach(() => {
  Object.defineProperty(Intl, 'supportedValuesOf', { value: supportedValuesOf, configurable: true });
});

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

  it.each([
    ['bill reminders on', { bills: { ...DEFAULT_REMINDER_SETTINGS.bills, enabled: true } }],
    ['payday reminders on', { payday: { enabled: true } }],
    ['push on', { push: true }],
    ['email on', { email: true }],
    ['a time zone chosen', { timeZone: 'America/Chicago' }],
  ])('keeps settings saved with %s as they are', (_, change) => {
    const saved = { ...DEFAULT_REMINDER_SETTINGS, ...change };
    expect(initialForm(saved, 'Europe/Berlin')).toEqual(saved);
  });

  it('keeps the saved time zone among the choices', () => {
    expect(timeZoneChoices('America/Los_Angeles')).toContainEqual({
      value: 'America/Los_Angeles',
      label: 'America/Los Angeles',
    });
    expect(timeZoneChoices('Etc/GMT+8')[0]?.value).toBe('Etc/GMT+8');
  });

  it('offers the browser’s time zones, or only the saved one where the browser cannot list them', () => {
    const known = Intl.supportedValuesOf('timeZone');
    expect(timeZoneChoices(known[0]!).map((zone) => zone.value)).toEqual(known);
    Object.defineProperty(Intl, 'supportedValuesOf', { value: undefined, configurable: true });
    expect(timeZoneChoices('Europe/Berlin')).toEqual([{ value: 'Europe/Berlin', label: 'Europe/Berlin' }]);
  });
});

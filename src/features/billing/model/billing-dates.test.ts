import { describe, expect, it } from 'vitest';
import {
  daysLeftText,
  firstBillingDate,
  formatIsoDate,
  formatLongDate,
  trialDaysLeft,
} from './billing-dates.ts';

const now = new Date('2026-11-21T10:00:00Z');

describe('trial days left', () => {
  it('counts whole days until the trial ends, a started day counting as one', () => {
    expect(trialDaysLeft('2026-11-28T10:00:00Z', now)).toBe(7);
    expect(trialDaysLeft('2026-11-28T09:59:59Z', now)).toBe(7);
    expect(trialDaysLeft('2026-11-27T10:00:00Z', now)).toBe(6);
    expect(trialDaysLeft('2026-11-21T10:00:01Z', now)).toBe(1);
  });

  it('never goes below zero once the trial is over', () => {
    expect(trialDaysLeft('2026-11-21T10:00:00Z', now)).toBe(0);
    expect(trialDaysLeft('2026-11-01T00:00:00Z', now)).toBe(0);
  });

  it('falls back to 6 days with no (or an unreadable) date', () => {
    expect(trialDaysLeft(null, now)).toBe(6);
    expect(trialDaysLeft('soon', now)).toBe(6);
  });

  it('reads as "N days left"', () => {
    expect(daysLeftText(7)).toBe('7 days left');
    expect(daysLeftText(0)).toBe('0 days left');
    expect(daysLeftText(1)).toBe('1 day left');
  });
});

describe('billing dates', () => {
  it('bills first 7 days from today, across a month end', () => {
    expect(formatLongDate(firstBillingDate(new Date(2026, 10, 21)))).toBe('November 28, 2026');
    expect(formatLongDate(firstBillingDate(new Date(2026, 11, 28)))).toBe('January 4, 2027');
  });

  it('formats server timestamps, and nothing for none', () => {
    expect(formatIsoDate('2026-12-05T12:00:00Z')).toBe('December 5, 2026');
    expect(formatIsoDate(null)).toBeNull();
    expect(formatIsoDate('not a date')).toBeNull();
  });
});

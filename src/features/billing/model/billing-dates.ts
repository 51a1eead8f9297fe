import { PRICING } from '@halfwise/core/pricing.ts';

const DAY_MS = 86_400_000;

/** §9: shown when the trial end date is unknown. */
export const DEFAULT_TRIAL_DAYS_LEFT = 6;

/** Whole days from `now` until the trial ends, counting a started day as a day; never below 0. */
export function trialDaysLeft(trialEndDate: string | null | undefined, now: Date): number {
  if (!trialEndDate) return DEFAULT_TRIAL_DAYS_LEFT;
  const end = Date.parse(trialEndDate);
  if (Number.isNaN(end)) return DEFAULT_TRIAL_DAYS_LEFT;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

export function daysLeftText(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** §2.7: the first charge falls when the trial that starts today ends. */
export function firstBillingDate(today: Date): Date {
  const date = new Date(today);
  date.setDate(date.getDate() + PRICING.trial.days);
  return date;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** 'November 28, 2026' in the visitor's time zone. */
export function formatLongDate(date: Date): string {
  return LONG_DATE.format(date);
}

/** An ISO timestamp from the server as a long date, or null when absent or unreadable. */
export function formatIsoDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : formatLongDate(new Date(time));
}

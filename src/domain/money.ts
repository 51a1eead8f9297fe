// Dollars and cents at the edges the spec names (core §1, §5): amounts are integer cents everywhere,
// shown as whole US dollars; what the user types is read in money-input.ts.

import { groupDigits } from '@halfwise/core/en-us.ts';
import { MAX_AMOUNT_CENTS } from '@halfwise/core/money-limits.ts';

export { MAX_AMOUNT_CENTS };

/**
 * Whole US dollars, half a dollar rounding away from zero: 123456 -> '$1,235', -5000 -> '-$50'. A negative
 * amount keeps its sign even when it rounds to zero (-1 -> '-$0'), so a figure shown as negative (red) never
 * reads as nothing.
 */
export function formatDollars(cents: number): string {
  const dollars = `$${groupDigits(Math.round(Math.abs(cents) / 100))}`;
  return cents < 0 ? `-${dollars}` : dollars;
}

/**
 * Dollars and cents, for a person who chose Settings › Show cents: 123456 -> '$1,234.56', -1050 -> '-$10.50'.
 */
export function formatDollarsAndCents(cents: number): string {
  const whole = groupDigits(Math.floor(Math.abs(cents) / 100));
  const text = `$${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** How the screens show an amount in cents: whole dollars (the spec), or with cents when the person chose so. */
export type MoneyFormat = (cents: number) => string;

export function moneyFormat(showCents: boolean): MoneyFormat {
  return showCents ? formatDollarsAndCents : formatDollars;
}

/** The whole dollars formatDollars shows for `cents`, signed: half a dollar rounds away from zero. */
export function shownWholeDollars(cents: number): number {
  const dollars = Math.round(Math.abs(cents) / 100);
  return cents < 0 ? -dollars : dollars;
}

/** Whole dollars for an edit field that opens on an amount in cents. */
export function centsToWholeDollars(cents: number): number {
  return Math.round(cents / 100);
}

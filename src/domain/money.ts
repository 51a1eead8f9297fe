// Dollars and cents at the edges the spec names (core §1, §5): amounts are integer cents everywhere,
// shown as whole US dollars; what the user types is read in money-input.ts.

import { MAX_AMOUNT_CENTS } from '@halfwise/core/money-limits.ts';

export { MAX_AMOUNT_CENTS };

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * Whole US dollars, half a dollar rounding away from zero: 123456 -> '$1,235', -5000 -> '-$50'. A negative
 * amount keeps its sign even when it rounds to zero (-1 -> '-$0'), so a figure shown as negative (red) never
 * reads as nothing.
 */
export function formatDollars(cents: number): string {
  if (cents === 0) return wholeDollars.format(0);
  const dollars = Math.round(Math.abs(cents) / 100);
  return wholeDollars.format(cents < 0 ? -dollars : dollars);
}

/** Whole dollars for an edit field that opens on an amount in cents. */
export function centsToWholeDollars(cents: number): number {
  return Math.round(cents / 100);
}

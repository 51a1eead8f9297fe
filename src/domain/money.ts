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

/** Whole dollars for an edit field that opens on an amount in cents. */
export function centsToWholeDollars(cents: number): number {
  return Math.round(cents / 100);
}

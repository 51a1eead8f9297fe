// Dollars and cents at the edges the spec names (core §1, §5): amounts are integer cents everywhere,
// shown as whole US dollars, typed as decimal dollars (new item) or whole dollars (amount edit).

import { MAX_AMOUNT_CENTS } from '../../supabase/functions/_shared/money-limits.ts';

export { MAX_AMOUNT_CENTS };

/** Core §5 amount edit: these keys are blocked in the whole-dollar amount field. */
export const AMOUNT_EDIT_BLOCKED_KEYS: readonly string[] = Object.freeze(['.', ',']);

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const DECIMAL_NUMBER = /^\+?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const WHOLE_NUMBER = /^\d+$/;

/** Whole US dollars, half a dollar rounding away from zero: 123456 -> '$1,235', -5000 -> '-$50'. */
export function formatDollars(cents: number): string {
  const dollars = Math.sign(cents) * Math.round(Math.abs(cents) / 100);
  return wholeDollars.format(dollars === 0 ? 0 : dollars);
}

/**
 * Core §5 new item: trimmed, a decimal number above zero, times 100 and rounded (half up).
 * Anything that is not a positive amount of at least one cent, or is above the API's limit, gives null.
 */
export function newItemAmountToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL_NUMBER.test(trimmed)) return null;
  const dollars = Number(trimmed);
  if (!Number.isFinite(dollars) || dollars <= 0) return null;
  return withinLimit(dollarsToCents(dollars));
}

/** Core §5 amount edit: whole dollars, digits only; '' (nothing to save) or anything else gives null. */
export function editedAmountToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const cents = dollarsToCents(Number(trimmed));
  return cents <= MAX_AMOUNT_CENTS ? cents : null;
}

/** Whole dollars for an edit field that opens on an amount in cents. */
export function centsToWholeDollars(cents: number): number {
  return Math.round(cents / 100);
}

function dollarsToCents(dollars: number): number {
  // toPrecision removes the binary error of the product, so 1.005 dollars is 100.5 cents and rounds to 101.
  return Math.round(Number((dollars * 100).toPrecision(15)));
}

function withinLimit(cents: number): number | null {
  return cents >= 1 && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

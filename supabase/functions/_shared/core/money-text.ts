// Core §5: what a user types (or pastes) as an amount, read as integer cents or refused with a reason. The
// screens' amount fields and the CSV import read amounts with this one rule.

import { groupDigits } from './en-us.ts';
import { MAX_AMOUNT_CENTS, MAX_AMOUNT_DOLLARS } from './money-limits.ts';

/** Whole dollars (amount edit, goals: step 1) or dollars and cents (new item, balance: step 0.01). */
export type MoneyInputMode = 'whole-dollars' | 'cents';

export type MoneyRejection =
  'blank' | 'not-a-number' | 'misplaced-comma' | 'negative' | 'cents' | 'over-limit' | 'zero';

export type MoneyParse = { ok: true; cents: number } | { ok: false; reason: MoneyRejection };

/** The one text for each refusal; fields and tests read them from here. */
export const MONEY_REJECTION_MESSAGES: Readonly<Record<MoneyRejection, string>> = Object.freeze({
  blank: 'Enter an amount',
  'not-a-number': 'Use digits only, e.g. 1250',
  'misplaced-comma': 'Use a comma only between thousands, e.g. 1,250',
  negative: "Amounts can't be negative",
  cents: 'Whole dollars only, no cents',
  'over-limit': `Amounts go up to $${groupDigits(MAX_AMOUNT_DOLLARS)}`,
  zero: 'Enter an amount above $0',
});

/** Shown when a new budget item has an amount but no name. */
export const NAME_REQUIRED_MESSAGE = 'Enter a name';

// Dollars as digits, or grouped by ',' in thousands, then an optional '.' and fraction digits.
const AMOUNT = /^(?<dollars>\d*|\d{1,3}(?:,\d{3})+)(?:\.(?<fraction>\d*))?$/;
const LOOSE_AMOUNT = /^[\d,]*(?:\.\d*)?$/;
const MAX_DOLLAR_DIGITS = String(MAX_AMOUNT_CENTS / 100).length;

/**
 * Reads `text` as a non-negative amount: surrounding spaces and a leading '$' are ignored, ',' between
 * thousands is dropped. In whole dollars, cents other than zero are refused (never shifted into dollars:
 * '1,250.75' is refused, not 125075); in cents mode the fraction is rounded half up to the cent.
 */
export function parseMoney(text: string, mode: MoneyInputMode): MoneyParse {
  let body = text.trim();
  const negative = /^[-−]/.test(body);
  if (negative) body = body.slice(1).trimStart();
  if (body.startsWith('$')) body = body.slice(1).trimStart();
  if (body === '' || body === '.') return negative ? refuse('negative') : refuse('blank');
  const match = AMOUNT.exec(body);
  if (!match?.groups) return refuse(LOOSE_AMOUNT.test(body) ? 'misplaced-comma' : 'not-a-number');
  if (negative) return refuse('negative');
  const digits = (match.groups['dollars'] ?? '').replaceAll(',', '').replace(/^0+/, '');
  const fraction = match.groups['fraction'] ?? '';
  if (mode === 'whole-dollars' && /[1-9]/.test(fraction)) return refuse('cents');
  if (digits.length > MAX_DOLLAR_DIGITS) return refuse('over-limit');
  const cents = Number(digits || '0') * 100 + (mode === 'cents' ? roundedCents(fraction) : 0);
  return cents > MAX_AMOUNT_CENTS ? refuse('over-limit') : { ok: true, cents };
}

/** Core §5 amount edit and goals: whole dollars, digits only, min 0. */
export function parseWholeDollars(text: string): MoneyParse {
  return parseMoney(text, 'whole-dollars');
}

/** Core §5 new item and balance: dollars with up to cents (step 0.01), min 0. */
export function parseDollarsAndCents(text: string): MoneyParse {
  return parseMoney(text, 'cents');
}

/**
 * Whether `text`, an amount parseMoney read, holds a fraction of a cent ('1.005', not '1.010'): the API refuses
 * such an amount instead of rounding it, where a screen's field rounds what is typed.
 */
export function hasFractionOfCent(text: string): boolean {
  return /\.\d{2}0*[1-9]/.test(text);
}

/** The fraction digits as cents, half a cent rounding up: '5' → 50, '999' → 100, '005' → 1. */
function roundedCents(fraction: string): number {
  const padded = fraction.padEnd(3, '0');
  return Number(padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1 : 0);
}

function refuse(reason: MoneyRejection): MoneyParse {
  return { ok: false, reason };
}

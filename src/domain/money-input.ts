// Core §5: what a user types (or pastes) into an amount field, read as integer cents or refused with a reason.
// One rule for every amount field; each field's policy says which refusals it speaks about.

import { formatDollars, MAX_AMOUNT_CENTS } from './money.ts';

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
  'over-limit': `Amounts go up to ${formatDollars(MAX_AMOUNT_CENTS)}`,
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

/** The fraction digits as cents, half a cent rounding up: '5' → 50, '999' → 100, '005' → 1. */
function roundedCents(fraction: string): number {
  const padded = fraction.padEnd(3, '0');
  return Number(padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1 : 0);
}

function refuse(reason: MoneyRejection): MoneyParse {
  return { ok: false, reason };
}

/**
 * What an amount field does with its text. `quiet` refusals get the spec's silent outcome (not saved, the edit
 * or dialog cancelled, or 0 on a new goal); every other refusal is said next to the field and nothing is sent.
 */
export interface AmountPolicy {
  mode: MoneyInputMode;
  aboveZero: boolean;
  quiet: readonly MoneyRejection[];
}

/** Core §5 "numeric, greater than zero" (new item); "not a number or negative ... cancels silently" (goals). */
const NOT_A_NUMBER: readonly MoneyRejection[] = ['blank', 'not-a-number', 'misplaced-comma', 'negative'];

export const AMOUNT_POLICIES = Object.freeze({
  /** '+ Add item' / ADD INCOME / ADD EXPENSE: every refusal is said, zero included. */
  newItem: { mode: 'cents', aboveZero: true, quiet: [] },
  /** A budget row's amount edit: an empty value is not saved. */
  itemEdit: { mode: 'whole-dollars', aboveZero: false, quiet: ['blank'] },
  /** A goal's target edit cancels silently; a new goal counts these as 0. */
  goal: { mode: 'whole-dollars', aboveZero: false, quiet: NOT_A_NUMBER },
  /** Update Bank Balance (dialog and header): non-numeric or negative input cancels. */
  balance: { mode: 'cents', aboveZero: false, quiet: NOT_A_NUMBER },
  /** Settings' cushion: whole dollars from $0 up; every refusal is said beside the field. */
  cushion: { mode: 'whole-dollars', aboveZero: false, quiet: [] },
} satisfies Record<string, AmountPolicy>);

export type AmountOutcome =
  | { kind: 'amount'; cents: number }
  | { kind: 'quiet'; reason: MoneyRejection }
  | { kind: 'refused'; reason: MoneyRejection };

export function readAmount(text: string, policy: AmountPolicy): AmountOutcome {
  const parsed = parseMoney(text, policy.mode);
  if (parsed.ok && !(policy.aboveZero && parsed.cents === 0)) return { kind: 'amount', cents: parsed.cents };
  const reason = parsed.ok ? 'zero' : parsed.reason;
  return policy.quiet.includes(reason) ? { kind: 'quiet', reason } : { kind: 'refused', reason };
}

// Refusals that typing more at the end cannot mend, so they are said while the user types; the others
// ('1,2' on its way to '1,250', an empty or zero field) wait until the user tries to save.
const FINAL_REASONS: readonly MoneyRejection[] = ['not-a-number', 'negative', 'cents', 'over-limit'];

export function isFinalRejection(reason: MoneyRejection): boolean {
  return FINAL_REASONS.includes(reason);
}

/**
 * The text an arrow key leaves in the field (the step of the mode: $1 or 1¢), kept between 0 and the ceiling;
 * null when the text is not an amount to step from (an empty field steps from 0).
 */
export function stepAmountText(text: string, mode: MoneyInputMode, direction: 1 | -1): string | null {
  const parsed = parseMoney(text, mode);
  const from = parsed.ok ? parsed.cents : parsed.reason === 'blank' ? 0 : null;
  if (from === null) return null;
  const step = mode === 'cents' ? 1 : 100;
  return centsToInputText(Math.min(MAX_AMOUNT_CENTS, Math.max(0, from + direction * step)));
}

/** Cents as an amount field shows them: '1250', or '1250.05' when there are cents. */
export function centsToInputText(cents: number): string {
  const dollars = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, '0')}`;
}

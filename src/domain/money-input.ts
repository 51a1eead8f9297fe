// Core §5: what a user types (or pastes) into an amount field, read as integer cents or refused with a reason.
// One rule for every amount field; each field's policy says which refusals it speaks about.

import { parseMoney, type MoneyInputMode, type MoneyRejection } from '@halfwise/core/money-text.ts';
import { MAX_AMOUNT_CENTS } from '@halfwise/core/money-limits.ts';

// The reading of amount text is the core's (the API reads CSV amounts with it); the SPA takes it from here.
export * from '@halfwise/core/money-text.ts';

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

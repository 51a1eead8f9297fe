// Core §2, displayed names: two special incomes get a name of their own, and emoji are stripped.
import { shortMonthName } from './month-names.ts';
import type { MonthKey } from './calendar.ts';
import { remainingForBillsName } from './display.ts';

/** Shown for a name that is empty once its emoji are stripped (e.g. an emoji-only name). */
export const UNTITLED_NAME = 'Untitled';

// Pictographs, plus the joiners and modifiers that glue emoji sequences together (ZWJ, variation
// selectors, skin tones, keycap, regional-indicator flags, tag characters).
const EMOJI =
  /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u{1F1E6}-\u{1F1FF}\u{E0020}-\u{E007F}]|\u200D|\uFE0E|\uFE0F|\u20E3/gu;

/**
 * Core §2: the phrases (any case, anywhere in the name) that give an income a name of its own. The same
 * phrases make '+ Add item' infer an income (item-type.ts), so what displays as a balance is never an expense.
 */
export const STARTING_CASH_PHRASES: readonly string[] = Object.freeze(['starting cash']);
export const CARRIED_OVER_PHRASES: readonly string[] = Object.freeze(['carried over', 'carry over']);

function containsAny(name: string, phrases: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return phrases.some((phrase) => lower.includes(phrase));
}

export function isStartingCashName(name: string): boolean {
  return containsAny(name, STARTING_CASH_PHRASES);
}

export function isCarriedOverName(name: string): boolean {
  return containsAny(name, CARRIED_OVER_PHRASES);
}

/** A name the display rules treat as a special income: starting cash or money carried over. */
export function isSpecialIncomeName(name: string): boolean {
  return isStartingCashName(name) || isCarriedOverName(name);
}

export function stripEmoji(text: string): string {
  return text.replace(EMOJI, '').replace(/\s+/g, ' ').trim();
}

/**
 * The name an item shows in the month `month`. Only income names are special (core §2). `billsDay` is the day
 * money carried over is for: the month's second payday (display.ts remainingForBillsDay), the 15th by default.
 * `day` is the item's own day in the month: a bank balance reads as the balance of the day it is dated (the
 * spec's '{Mon} 1 Bank Balance' when that is the 1st, docs/domain.md "Labels say what the row is").
 */
export function displayItemName(
  kind: 'income' | 'expense',
  name: string,
  month: MonthKey,
  billsDay = 15,
  day = 1,
): string {
  if (kind === 'income' && isStartingCashName(name)) return bankBalanceName(month, day);
  if (kind === 'income' && isCarriedOverName(name))
    return remainingForBillsName(shortMonthName(month), billsDay);
  return stripEmoji(name) || UNTITLED_NAME;
}

/** '{Mon} {d} Bank Balance': the name of a bank balance dated on day `day` of `month`. */
export function bankBalanceName(month: MonthKey, day: number): string {
  return `${shortMonthName(month)} ${day} Bank Balance`;
}

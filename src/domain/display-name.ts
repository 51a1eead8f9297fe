// Core §2, displayed names: two special incomes get a name of their own, and emoji are stripped.
import { shortMonthName } from './month.ts';
import type { MonthKey } from './month.ts';

/** Shown for a name that is empty once its emoji are stripped (e.g. an emoji-only name). */
export const UNTITLED_NAME = 'Untitled';

// Pictographs, plus the joiners and modifiers that glue emoji sequences together (ZWJ, variation
// selectors, skin tones, keycap, regional-indicator flags, tag characters).
const EMOJI =
  /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u{1F1E6}-\u{1F1FF}\u{E0020}-\u{E007F}]|\u200D|\uFE0E|\uFE0F|\u20E3/gu;

export function isStartingCashName(name: string): boolean {
  return name.toLowerCase().includes('starting cash');
}

export function isCarriedOverName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.includes('carried over') || lower.includes('carry over');
}

export function stripEmoji(text: string): string {
  return text.replace(EMOJI, '').replace(/\s+/g, ' ').trim();
}

/** The name an item shows in the month `month`. Only income names are special (core §2). */
export function displayItemName(kind: 'income' | 'expense', name: string, month: MonthKey): string {
  if (kind === 'income' && isStartingCashName(name)) return `${shortMonthName(month)} 1 Bank Balance`;
  if (kind === 'income' && isCarriedOverName(name)) return `Remaining for ${shortMonthName(month)} 15 bills`;
  return stripEmoji(name) || UNTITLED_NAME;
}

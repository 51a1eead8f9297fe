// What the budget screen and the API say about copying a month (core spec §8). The SQL function
// public.copy_budget_to_month raises the same 'nothing to copy' text (migration 20261121001000).
import type { MonthKey } from './calendar.ts';
import { monthLabel, monthName } from './month-names.ts';

export const NOTHING_TO_COPY_MESSAGE = 'No current month budget found to copy';

/** 'December 2026 already has a budget. Open it to make changes.' */
export function copyConflictMessage(target: MonthKey): string {
  return `${monthLabel(target)} already has a budget. Open it to make changes.`;
}

/** Undo of a copy refused: the copied month has been edited since, and stays as it is (docs/api.md "Undo"). */
export function copyUndoEditedMessage(target: MonthKey): string {
  return `${monthLabel(target)} has changed since it was copied.`;
}

/** Undo of a copy when the month holds no copy to take back (already undone, or never copied). */
export function noCopyToUndoMessage(target: MonthKey): string {
  return `${monthLabel(target)} has no copy to undo.`;
}

/**
 * Under the empty state's 'Copy {previous month}'s Budget' when no month before `month` has items (issue 45,
 * "No dead ends"): 'You have no budget before December yet: add your first paycheck to start.'
 */
export function noEarlierBudgetMessage(month: MonthKey): string {
  return `You have no budget before ${monthName(month)} yet: add your first paycheck to start.`;
}

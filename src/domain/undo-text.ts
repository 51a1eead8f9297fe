// Every text of undo, in one place (docs/budget-screen.md "Undo"): the toasts' titles, the button, the failure.
import { formatDollars } from './money.ts';

/** How long a change's toast offers Undo. */
export const UNDO_TOAST_MS = 10_000;

export const UNDO_BUTTON_TEXT = 'Undo';
export const UNDO_FAILED_TITLE = 'Undo failed';
/** Under 'Undo failed' when the server gave no reason; the screen then shows what is saved. */
export const UNDO_FAILED_TEXT = 'The change could not be taken back. The screen shows what is saved.';

/** What an undo says, from the Undo button or Ctrl+Z alike: 'Undone: Deleted Rent'. */
export const undoneTitle = (title: string) => `Undone: ${title}`;

/** The Undo button's accessible name: it says which change it takes back. */
export const undoButtonName = (title: string) => `${UNDO_BUTTON_TEXT}: ${title}`;

/** Core §2's success dialog after a copy to next month; its undo toast says the same. */
export const COPY_DONE = {
  title: 'Budget Copied!',
  description: (monthYear: string) => `Successfully copied to ${monthYear}`,
} as const;

/** The title of each change's toast (budget items and goals alike). */
export const UNDO_LABELS = {
  added: (name: string) => `Added ${name}`,
  deleted: (name: string) => `Deleted ${name}`,
  renamed: (from: string, to: string) => `Renamed ${from} to ${to}`,
  amountChanged: (name: string, cents: number) => `Changed ${name} to ${formatDollars(cents)}`,
  /** Any other field of an item: 'Changed the note of Rent'. */
  fieldChanged: (noun: string, name: string) => `Changed the ${noun} of ${name}`,
  moved: (name: string) => `Moved ${name}`,
  /** The checkbox "Due date can't move" of an expense. */
  fixedDate: (name: string, fixed: boolean) =>
    fixed ? `Marked ${name}'s due date as one that can't move` : `Let ${name}'s due date move`,
  /** 'Marked Rent paid', 'Marked Paycheck 1 not received' (`word`: 'Paid' or 'Received'). */
  ticked: (name: string, word: string, on: boolean) =>
    `Marked ${name} ${on ? '' : 'not '}${word.toLowerCase()}`,
  reordered: 'Changed the order',
  copiedFromPrevious: (previousMonthName: string) => `Copied ${previousMonthName}'s budget`,
  balanceUpdated: (cents: number) => `Updated the bank balance to ${formatDollars(cents)}`,
  emojiChanged: (name: string, emoji: string) => `Changed the emoji of ${name} to ${emoji}`,
} as const;

// How many paychecks the runway shows (3, 6 or 12), remembered on the device: the screen sets it, the budget
// screen's link names it.
import { DEFAULT_RUNWAY_PAYCHECKS, RUNWAY_PAYCHECK_CHOICES } from '@halfwise/core/runway.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export type RunwayChoice = (typeof RUNWAY_PAYCHECK_CHOICES)[number];

export function isRunwayChoice(value: number): value is RunwayChoice {
  return (RUNWAY_PAYCHECK_CHOICES as readonly number[]).includes(value);
}

/** The remembered choice; 6 when none (or something else) is stored, or storage cannot be read. */
export function readRunwayChoice(storage: Storage = localStorage): RunwayChoice {
  try {
    const stored = Number(storage.getItem(STORAGE_KEYS.runwayPaychecks));
    return isRunwayChoice(stored) ? stored : (DEFAULT_RUNWAY_PAYCHECKS as RunwayChoice);
  } catch {
    return DEFAULT_RUNWAY_PAYCHECKS as RunwayChoice;
  }
}

export function saveRunwayChoice(choice: RunwayChoice, storage: Storage = localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.runwayPaychecks, String(choice));
  } catch {
    // Storage full or refused: the choice holds for this visit only.
  }
}

/** The runway's address with its plan open: `/budget/runway?plan=open` (the budget screen's dip and verdict). */
export const RUNWAY_PATH = '/budget/runway';
export interface RunwaySearch {
  plan?: 'open';
}
export const PLAN_OPEN: RunwaySearch = { plan: 'open' };

/** The route's validateSearch: `plan=open` opens the plan; anything else is dropped. */
export function runwaySearch(search: Record<string, unknown>): RunwaySearch {
  return search.plan === 'open' ? PLAN_OPEN : {};
}

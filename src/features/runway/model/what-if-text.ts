// The words of the runway's what-if and plan (docs/runway-screen.md "What-if"), in one place for the screen and
// its tests.
import { runwayDay } from '@halfwise/core/runway-messages.ts';
import type { IsoDate } from '@halfwise/core/iso-date.ts';

export const APPLY_TEXT = {
  notSaved: 'Changes not saved',
  tryAgain: 'The changes on your runway were not saved. Please try again.',
  applied: (count: number) => `Applied ${count} ${count === 1 ? 'change' : 'changes'} to your runway`,
} as const;

export const WHAT_IF_TEXT = {
  heading: 'What if…',
  summary: 'With your changes, not saved yet:',
  pending: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}, not saved yet`,
  apply: 'Apply',
  reset: 'Reset',
  hint: 'Open a paycheck to see its bills; drag a bill to another paycheck, or use its menu.',
  changedRow: 'changed by your what-if',
  movedFrom: (date: IsoDate) => `moved from ${runwayDay(date)}`,
  skipped: 'skipped',
  part: 'split',
  fromGoals: 'from Future Goals',
  setAsidesLater: 'Set-asides are worked out again when you apply',
  fixed: "due date can't move",
  noBills: 'No bills due before the next paycheck.',
  projectedBills: 'The bills of a projected month change once it is set up.',
  showBills: (payday: IsoDate) => `Bills of the ${runwayDay(payday)} paycheck`,
  billMenu: (name: string) => `Change ${name}`,
  moveTo: 'Move to paycheck',
  move: 'Move',
  amount: 'Amount',
  setAmount: 'Set amount',
  splitWith: 'Split with paycheck',
  keep: (day: string) => `Keep on ${day}`,
  split: 'Split',
  skip: 'Skip this time',
  undoChange: 'Drop this change',
  paycheckOption: (payday: IsoDate) => `${runwayDay(payday)} paycheck`,
  dropOn: (payday: IsoDate) => `the ${runwayDay(payday)} paycheck`,
} as const;

export const PLAN_TEXT = {
  heading: 'A plan',
  show: 'Show a plan',
  hide: 'Hide the plan',
  safe: 'Your runway is not short: there is nothing to fix.',
  none: 'No single move, split or transfer from Future Goals fixes this. Try a what-if on the bills below.',
  intro: 'Each of these removes the shortfall. Try one to see it as a what-if, then Apply it.',
  take: 'Try this',
} as const;

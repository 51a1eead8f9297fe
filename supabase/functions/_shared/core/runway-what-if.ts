// What-if on the runway (docs/domain.md "What-if and the plan"): changes to bills and paychecks applied to the
// budgets the runway reads, exactly as saving them would store them, so the what-if runway is the runway's own
// code fed the changed items.
import { dateInMonth } from './calendar.ts';
import { isoDateInMonth, monthKeyOfIsoDate, type IsoDate } from './iso-date.ts';
import { monthLabel } from './month-names.ts';
import { dollarsAndCents } from './reminder-text.ts';
import type { RunwayGoals, RunwayRequest } from './runway.ts';
import type { RunwayBudget } from './runway-months.ts';
import { isOpeningMoney, type ItemKind, type SectionItem } from './section-item.ts';
import { itemDayInMonth } from './sections.ts';

/** The name of the income a move from Future Goals adds on its day. */
export const FROM_GOALS_NAME = 'From Future Goals';

/** One part of a split: its day and amount (cents). */
export interface SplitPart {
  date: IsoDate;
  amount: number;
}

/** A bill or paycheck moved to another day, given another amount, or left out (skipped). */
export interface ItemChange {
  id: number;
  kind: ItemKind;
  date?: IsoDate;
  amount?: number;
  skip?: true;
}

/** A bill or paycheck split in two, the parts summing to its amount: the first part is the item itself. */
export interface SplitChange {
  id: number;
  kind: ItemKind;
  split: SplitPart[];
}

/** Money moved from the Future Goals balance into the budget on a day. */
export interface FromGoalsChange {
  kind: 'from-goals';
  date: IsoDate;
  amount: number;
}

export type RunwayChange = ItemChange | SplitChange | FromGoalsChange;

/** What a what-if needs beyond the runway's own request. */
export interface WhatIfContext {
  /** The Future Goals balance a move from it takes from, cents. */
  goalsBalance: number;
  /**
   * The goals' set-asides planned again on the changed budgets and the balance after the moves from Future Goals
   * (a paycheck changed or a move from it changes what they count); absent where the plan cannot be made again, and
   * then the set-asides stay as they are.
   */
  replanGoals?: (balance: number, budgets: readonly RunwayBudget[]) => RunwayGoals | undefined;
}

/** A change the budgets cannot take: `status` 404 for an unknown item, else 400; `message` names the field. */
export class WhatIfProblem extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'WhatIfProblem';
  }
}

export const WHAT_IF_MESSAGES = {
  unknown: (kind: ItemKind, id: number) => `No ${kind} with id ${id} in your budget`,
  twice: 'Changes this item twice; give one change per item',
  opening: (name: string) => `${name} is the money the month opens with; change it on the budget`,
  fixed: (name: string) => `${name}'s due date can't move`,
  noBudget: (date: IsoDate) => `${monthLabel(monthKeyOfIsoDate(date))} has no budget yet; set it up first`,
  splitSum: (amount: number) => `The parts must add up to the item's amount, ${dollarsAndCents(amount)}`,
  overBalance: (balance: number) => `At most the Future Goals balance, ${dollarsAndCents(balance)}`,
} as const;

/** Whether a change is a move from Future Goals. */
export function isFromGoals(change: RunwayChange): change is FromGoalsChange {
  return change.kind === 'from-goals';
}

/** Whether a change splits its item. */
export function isSplit(change: RunwayChange): change is SplitChange {
  return 'split' in change;
}

/** An item of the budgets and the month it is in. */
export interface FoundItem {
  budget: RunwayBudget;
  item: SectionItem;
}

/** Finds an item by kind and id among the budgets; null when none has it. */
export function findItem(budgets: readonly RunwayBudget[], kind: ItemKind, id: number): FoundItem | null {
  for (const budget of budgets) {
    const item = budget.items.find((candidate) => candidate.kind === kind && candidate.id === id);
    if (item) return { budget, item };
  }
  return null;
}

/** The day an item falls on in its month. */
export function itemDate(found: FoundItem): IsoDate {
  return isoDateInMonth(found.budget.month, itemDayInMonth(found.item.dueDate, found.budget.month));
}

/**
 * Every change checked against the budgets, in order, as the API answers a bad one: a WhatIfProblem naming
 * `changes.{index}.{field}`. Returns each item change's item.
 */
export function checkChanges(
  budgets: readonly RunwayBudget[],
  changes: readonly RunwayChange[],
  goalsBalance: number,
): (FoundItem | null)[] {
  const months = new Set(budgets.map((budget) => budget.month));
  const seen = new Set<string>();
  let fromGoals = 0;
  return changes.map((change, index) => {
    const field = (name: string) => `changes.${index}.${name}`;
    const dated = (date: IsoDate, name: string) => {
      if (!months.has(monthKeyOfIsoDate(date)))
        throw new WhatIfProblem(400, `${field(name)}: ${WHAT_IF_MESSAGES.noBudget(date)}`);
    };
    if (isFromGoals(change)) {
      dated(change.date, 'date');
      fromGoals += change.amount;
      if (fromGoals > goalsBalance)
        throw new WhatIfProblem(400, `${field('amount')}: ${WHAT_IF_MESSAGES.overBalance(goalsBalance)}`);
      return null;
    }
    const found = findItem(budgets, change.kind, change.id);
    if (!found)
      throw new WhatIfProblem(404, `${field('id')}: ${WHAT_IF_MESSAGES.unknown(change.kind, change.id)}`);
    const key = `${change.kind}:${change.id}`;
    if (seen.has(key)) throw new WhatIfProblem(400, `${field('id')}: ${WHAT_IF_MESSAGES.twice}`);
    seen.add(key);
    const name = found.item.name ?? `This ${change.kind}`;
    if (isOpeningMoney(found.item))
      throw new WhatIfProblem(400, `${field('id')}: ${WHAT_IF_MESSAGES.opening(name)}`);
    const moves = isSplit(change) || change.date !== undefined || change.skip === true;
    if (moves && found.item.fixedDate) {
      const name2 = isSplit(change) ? 'split' : change.date !== undefined ? 'date' : 'skip';
      throw new WhatIfProblem(400, `${field(name2)}: ${WHAT_IF_MESSAGES.fixed(name)}`);
    }
    if (isSplit(change)) {
      change.split.forEach((part, partIndex) => dated(part.date, `split.${partIndex}.date`));
      const sum = change.split.reduce((total, part) => total + part.amount, 0);
      if (sum !== found.item.amount)
        throw new WhatIfProblem(400, `${field('split')}: ${WHAT_IF_MESSAGES.splitSum(found.item.amount)}`);
    } else if (change.date !== undefined) dated(change.date, 'date');
    return found;
  });
}

/** The stored due date of a day: 'MM/DD/YYYY' in its month, as a date the person gives is kept. */
export function storedDate(date: IsoDate): string {
  const month = monthKeyOfIsoDate(date);
  return dateInMonth(month, Number(date.slice(8)));
}

/**
 * The budgets after the changes, as saving them would leave them: a moved item goes to its day's month (the
 * given day, any kept day dropped); a skipped one is gone; a split keeps the item with the first part and adds
 * the others as new items (ids below 0 here); a move from Future Goals adds a 'From Future Goals' income on its
 * day. Items keep their order; new ones go last. Throws WhatIfProblem for a change the budgets cannot take.
 */
export function changedBudgets(
  budgets: readonly RunwayBudget[],
  changes: readonly RunwayChange[],
  goalsBalance: number,
): { budgets: RunwayBudget[]; fromGoals: number } {
  const found = checkChanges(budgets, changes, goalsBalance);
  const items = new Map(budgets.map((budget) => [budget.month, [...budget.items]]));
  const place = (date: IsoDate, item: SectionItem) =>
    items.get(monthKeyOfIsoDate(date))?.push({ ...item, dueDate: storedDate(date), keptDay: null });
  let newId = -1;
  let fromGoals = 0;
  changes.forEach((change, index) => {
    if (isFromGoals(change)) {
      fromGoals += change.amount;
      place(change.date, {
        id: newId--,
        kind: 'income',
        amount: change.amount,
        dueDate: null,
        name: FROM_GOALS_NAME,
      });
      return;
    }
    const { budget, item } = found[index] as FoundItem;
    const list = items.get(budget.month) as SectionItem[];
    const at = list.findIndex((candidate) => candidate.kind === item.kind && candidate.id === item.id);
    if (isSplit(change)) {
      const [first, ...rest] = change.split as [SplitPart, ...SplitPart[]];
      list.splice(at, 1);
      place(first.date, { ...item, amount: first.amount });
      for (const part of rest) place(part.date, { ...item, id: newId--, amount: part.amount, isPaid: false });
      return;
    }
    if (change.skip) {
      list.splice(at, 1);
      return;
    }
    const changed = { ...item, amount: change.amount ?? item.amount };
    if (change.date === undefined) list[at] = changed;
    else {
      list.splice(at, 1);
      place(change.date, changed);
    }
  });
  return {
    budgets: budgets.map((budget) => ({ ...budget, items: items.get(budget.month) ?? [] })),
    fromGoals,
  };
}

/**
 * The runway's request for the budgets after the changes (set-asides planned again when a move from Future Goals
 * lowers the balance or an income changes, as the paychecks they are planned from).
 */
export function whatIfRequest(
  request: RunwayRequest,
  changes: readonly RunwayChange[],
  context: WhatIfContext,
): RunwayRequest {
  const { budgets, fromGoals } = changedBudgets(request.budgets, changes, context.goalsBalance);
  const replan = fromGoals > 0 || changes.some((change) => change.kind === 'income');
  const goals =
    replan && request.goals && context.replanGoals
      ? context.replanGoals(context.goalsBalance - fromGoals, budgets)
      : request.goals;
  return { ...request, budgets, goals };
}

/** The days a change touches (an item's own day and every day it goes to), for marking the rows they fall in. */
export function touchedDates(budgets: readonly RunwayBudget[], change: RunwayChange): IsoDate[] {
  if (isFromGoals(change)) return [change.date];
  const found = findItem(budgets, change.kind, change.id);
  const own = found ? [itemDate(found)] : [];
  if (isSplit(change)) return [...own, ...change.split.map((part) => part.date)];
  return change.date === undefined ? own : [...own, change.date];
}

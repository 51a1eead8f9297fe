// The runway screen's what-if (docs/runway-screen.md "What-if"): the changes a person tries, one per bill, and
// what the screen shows of them. The figures are the core's: whatIfRequest fed to walkRunway, on the device.
import { monthKeyOfIsoDate, type IsoDate } from '@halfwise/core/iso-date.ts';
import { paidFromGoals } from '@halfwise/core/budget-sections.ts';
import { addDays } from '@halfwise/core/reminders-due.ts';
import { walkRunway, type RunwayRequest, type RunwayWalk } from '@halfwise/core/runway.ts';
import type { RunwayBudget } from '@halfwise/core/runway-months.ts';
import {
  findItem,
  FROM_GOALS_NAME,
  isFromGoals,
  isSplit,
  itemDate,
  touchedDates,
  whatIfRequest,
  WhatIfProblem,
  type RunwayChange,
  type WhatIfContext,
} from '@halfwise/core/runway-what-if.ts';
import { splitFieldMessage } from '../../../lib/api.ts';

/** A change's identity: the item it changes, or a move from Future Goals by its day. */
export function changeKey(change: RunwayChange): string {
  return isFromGoals(change) ? `from-goals:${change.date}` : `${change.kind}:${change.id}`;
}

/** The key of a bill's change. */
export const billKey = (id: number) => `expense:${id}`;

/** `changes` with `change` in place of the one of the same key (one change per bill), or added last. */
export function withChange(changes: readonly RunwayChange[], change: RunwayChange): RunwayChange[] {
  const key = changeKey(change);
  const at = changes.findIndex((other) => changeKey(other) === key);
  return at === -1 ? [...changes, change] : changes.map((other, index) => (index === at ? change : other));
}

export function withoutChange(changes: readonly RunwayChange[], key: string): RunwayChange[] {
  return changes.filter((change) => changeKey(change) !== key);
}

/**
 * The day a bill dropped on a payday's row goes to: the day after that payday, the day the plan moves a bill to
 * ("Pay Phone on Jan 21, after your Jan 20 paycheck"), and never before today (the first row's payday may be past).
 */
export function dropDate(payday: IsoDate, today: IsoDate): IsoDate {
  const after = addDays(payday, 1);
  return after < today ? today : after;
}

/** A bill moved to `date`, keeping an amount it was given; a split or skip of it is replaced. */
export function moveChange(changes: readonly RunwayChange[], id: number, date: IsoDate): RunwayChange {
  const old = changes.find((change) => changeKey(change) === billKey(id));
  const amount = old && !isSplit(old) && !isFromGoals(old) && !old.skip ? old.amount : undefined;
  return { id, kind: 'expense', date, ...(amount === undefined ? {} : { amount }) };
}

/** A bill given another amount, keeping a day it was moved to. */
export function amountChange(changes: readonly RunwayChange[], id: number, amount: number): RunwayChange {
  const old = changes.find((change) => changeKey(change) === billKey(id));
  const date = old && !isSplit(old) && !isFromGoals(old) && !old.skip ? old.date : undefined;
  return { id, kind: 'expense', amount, ...(date === undefined ? {} : { date }) };
}

/** A bill split in two: `kept` stays on its day, the rest goes to `later`. */
export function splitChange(
  id: number,
  amount: number,
  day: IsoDate,
  kept: number,
  later: IsoDate,
): RunwayChange {
  return {
    id,
    kind: 'expense',
    split: [
      { date: day, amount: kept },
      { date: later, amount: amount - kept },
    ],
  };
}

/**
 * The paydays a bill of a row can be moved or split to from its menu: every other row whose day after (the drop
 * day) is in a month that has a budget (a projected month is set up first).
 */
export function billTargets(
  request: RunwayRequest,
  paydays: readonly IsoDate[],
): (row: IsoDate) => IsoDate[] {
  const months = new Set(request.budgets.map((budget) => budget.month));
  const open = paydays.filter((payday) => months.has(monthKeyOfIsoDate(dropDate(payday, request.from))));
  return (row) => open.filter((payday) => payday !== row);
}

export const skipChange = (id: number): RunwayChange => ({ id, kind: 'expense', skip: true });

/** The runway after the changes; with a change the budgets cannot take, the runway without them and why. */
export function whatIfWalk(
  request: RunwayRequest,
  changes: readonly RunwayChange[],
  context: WhatIfContext,
): { walk: RunwayWalk; changed: RunwayRequest; problem: string | null } {
  if (changes.length === 0) return { walk: walkRunway(request), changed: request, problem: null };
  try {
    const changed = whatIfRequest(request, changes, context);
    return { walk: walkRunway(changed), changed, problem: null };
  } catch (error) {
    if (!(error instanceof WhatIfProblem)) throw error;
    return { walk: walkRunway(request), changed: request, problem: splitFieldMessage(error.message).text };
  }
}

/** The payday row a day falls in: the last payday on or before it (the first row for a day before them all). */
export function rowOf(date: IsoDate, paydays: readonly IsoDate[]): IsoDate | undefined {
  let row = paydays[0];
  for (const payday of paydays) if (payday <= date) row = payday;
  return row;
}

/** The rows the changes touch (each item's own day and every day it goes to): the rows the screen marks. */
export function changedRows(
  budgets: readonly RunwayBudget[],
  changes: readonly RunwayChange[],
  paydays: readonly IsoDate[],
): Set<IsoDate> {
  const rows = changes.flatMap((change) => touchedDates(budgets, change).map((date) => rowOf(date, paydays)));
  return new Set(rows.filter((row): row is IsoDate => row !== undefined));
}

/** A line of a payday row's bills: a bill, a split's second part, or money moved from Future Goals. */
export interface RowLine {
  /** The key of the change that made or changed it (or would change it: its bill's key). */
  key: string;
  /** The bill's id; absent on a split's second part and a move from Future Goals. */
  id?: number;
  name: string;
  amount: number;
  date: IsoDate;
  kind: 'bill' | 'part' | 'from-goals';
  fixedDate: boolean;
  /** Changed by the what-if; `from` the day it had when it moved. */
  changed: boolean;
  from?: IsoDate;
  /** Left out by the what-if (shown struck through, so the skip can be taken back). */
  skipped?: boolean;
}

/** The change each new item of changedBudgets stands for, by the id it gets there (-1, -2, … in change order). */
function newItemKeys(changes: readonly RunwayChange[]): Map<number, string> {
  const keys = new Map<number, string>();
  let id = -1;
  for (const change of changes) {
    if (isFromGoals(change)) keys.set(id--, changeKey(change));
    else if (isSplit(change)) for (const _part of change.split.slice(1)) keys.set(id--, changeKey(change));
  }
  return keys;
}

/**
 * Each payday row's lines after the changes (the bills of the budgets the person set up, due from its payday to
 * the next one, or to `until` for the last), in day order, a skipped bill kept on its day. A bill paid from the
 * goals' set-asides is none.
 */
export function rowLines(
  before: readonly RunwayBudget[],
  after: readonly RunwayBudget[],
  changes: readonly RunwayChange[],
  paydays: readonly IsoDate[],
  until: IsoDate,
  goalsInBudget: boolean,
): Map<IsoDate, RowLine[]> {
  const keys = new Map(changes.map((change) => [changeKey(change), change]));
  const owners = newItemKeys(changes);
  const rows = new Map<IsoDate, RowLine[]>(paydays.map((payday) => [payday, []]));
  for (const budget of after) {
    for (const item of budget.items) {
      const date = itemDate({ budget, item });
      const row = rowOf(date, paydays);
      if (row === undefined || date < row || date >= until || paidFromGoals(item, goalsInBudget)) continue;
      const owner = owners.get(item.id);
      if (item.kind === 'income' && !(owner && item.name === FROM_GOALS_NAME)) continue;
      const key = owner ?? billKey(item.id);
      const original = owner ? null : findItem(before, 'expense', item.id);
      const from = original ? itemDate(original) : undefined;
      rows.get(row)?.push({
        key,
        ...(owner ? {} : { id: item.id }),
        name: item.name ?? '',
        amount: item.amount,
        date,
        kind: owner ? (item.kind === 'income' ? 'from-goals' : 'part') : 'bill',
        fixedDate: item.fixedDate === true,
        changed: keys.has(key),
        ...(from !== undefined && from !== date ? { from } : {}),
      });
    }
  }
  for (const change of changes) {
    if (isFromGoals(change) || isSplit(change) || !change.skip) continue;
    const found = findItem(before, change.kind, change.id);
    const date = found && itemDate(found);
    const row = date && rowOf(date, paydays);
    if (!found || !date || !row || date < row || date >= until) continue;
    rows.get(row)?.push({
      key: changeKey(change),
      id: change.id,
      name: found.item.name ?? '',
      amount: found.item.amount,
      date,
      kind: 'bill',
      fixedDate: found.item.fixedDate === true,
      changed: true,
      skipped: true,
    });
  }
  for (const lines of rows.values()) lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return rows;
}

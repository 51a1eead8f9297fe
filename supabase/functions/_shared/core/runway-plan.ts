// The plan for a short runway (docs/domain.md "What-if and the plan"): up to three changes that each remove the
// shortfall, smallest first, every one checked by walking the what-if runway it makes.
import { ordinalDay } from './display.ts';
import { dayNumberOf, monthKeyOfIsoDate, type IsoDate } from './iso-date.ts';
import type { LowPoint } from './low-point.ts';
import { paidFromGoals } from './budget-sections.ts';
import { addDays } from './reminders-due.ts';
import { reminderDollars } from './reminder-text.ts';
import { runwayDay } from './runway-messages.ts';
import { walkRunway, type RunwayRequest, type RunwayWalk } from './runway.ts';
import {
  FROM_GOALS_NAME,
  itemDate,
  whatIfRequest,
  type FoundItem,
  type RunwayChange,
  type WhatIfContext,
} from './runway-what-if.ts';

export const MAX_SUGGESTIONS = 3;

export interface RunwaySuggestion {
  /** 'Pay Phone ($65) on Jan 21, after your Jan 20 paycheck: lowest becomes $14' */
  text: string;
  /** In the what-if format: posted to the what-if, they give `lowest` and no shortfall. */
  changes: RunwayChange[];
  lowest: LowPoint;
}

export interface RunwayPlan {
  /** The runway's first short day, by how much; null when it is not short (and there is nothing to suggest). */
  short: LowPoint | null;
  suggestions: RunwaySuggestion[];
}

/** A candidate's size: dollars moved, then days moved, then the item's id (a move from Future Goals has none). */
interface Cost {
  cents: number;
  days: number;
  id: number;
}

interface Accepted {
  cost: Cost;
  /** One suggestion of each kind per item: the smallest. */
  key: string;
  suggestion: RunwaySuggestion;
}

const NO_ID = Number.MAX_SAFE_INTEGER;
/** How many times a split's or a move from Future Goals' amount is raised to meet a deeper shortfall it meets. */
const RAISES = 4;

function byCost(a: Cost, b: Cost): number {
  return a.cents - b.cents || a.days - b.days || a.id - b.id;
}

function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumberOf(to) - dayNumberOf(from);
}

/** Cents rounded up to whole dollars: a suggested amount is one a person would write. */
function wholeDollarsUp(cents: number): number {
  return Math.ceil(cents / 100) * 100;
}

/** The whole dollars of an amount of cents: as much of a balance as a suggestion may move. */
function wholeDollarsDown(cents: number): number {
  return Math.floor(cents / 100) * 100;
}

/** The deepest shortfall of the short days from `from` up to (not including) `until`. */
function deepestIn(shortDays: readonly LowPoint[], from: IsoDate, until: IsoDate): number {
  return shortDays.reduce(
    (deepest, day) => (day.date >= from && day.date < until ? Math.max(deepest, day.amount) : deepest),
    0,
  );
}

/** '5th' in the parts' own month when both are in one month, else 'Jan 5'. */
function partDays(first: IsoDate, second: IsoDate): [string, string] {
  if (monthKeyOfIsoDate(first) !== monthKeyOfIsoDate(second)) return [runwayDay(first), runwayDay(second)];
  return [`the ${ordinalDay(Number(first.slice(8)))}`, `the ${ordinalDay(Number(second.slice(8)))}`];
}

/**
 * Up to MAX_SUGGESTIONS changes that each leave the runway with no short day, smallest first (dollars moved, then
 * days moved, then item id; one move and one split per item), searched among: moving one unpaid bill whose date can move, due from
 * today to the first short day, to the day after each later payday; splitting one across its own paycheck and the
 * one after the short day; and moving money from Future Goals (up to its balance) on the day before the short
 * day. A suggestion is kept only when its what-if runway has no short day, so it never makes an earlier one.
 */
export function planRunway(request: RunwayRequest, context: WhatIfContext): RunwayPlan {
  const base = walkRunway(request);
  const short = base.runway.firstShort;
  if (!short) return { short: null, suggestions: [] };
  const months = new Set(request.budgets.map((budget) => budget.month));
  const inBudget = (date: IsoDate) => months.has(monthKeyOfIsoDate(date)) && date < base.until;
  const after = (date: IsoDate) =>
    base.runway.paychecks
      .map((row) => row.date)
      .filter((payday) => payday > date && inBudget(addDays(payday, 1)));
  const tryChanges = (changes: RunwayChange[]): RunwayWalk =>
    walkRunway(whatIfRequest(request, changes, context));
  const lastShort = (base.shortDays.at(-1) as LowPoint).date;
  const bills = movableBills(request, short.date).filter(({ item }) => item.amount >= short.amount);

  const accepted: Accepted[] = [
    ...moves(bills, base, after, tryChanges, lastShort),
    ...splits(bills, base, after, tryChanges, short.date, lastShort),
    ...fromGoals(request, context, base, inBudget, tryChanges, short.date),
  ].sort((a, b) => byCost(a.cost, b.cost));
  const seen = new Set<string>();
  const suggestions: RunwaySuggestion[] = [];
  for (const candidate of accepted) {
    if (seen.has(candidate.key) || suggestions.length === MAX_SUGGESTIONS) continue;
    seen.add(candidate.key);
    suggestions.push(candidate.suggestion);
  }
  return { short: { ...short }, suggestions };
}

/** The unpaid bills, due from today to `until` in a budget the person set up, whose date can move. */
function movableBills(request: RunwayRequest, until: IsoDate): (FoundItem & { date: IsoDate })[] {
  const goalsInBudget = request.goals !== undefined;
  return request.budgets
    .flatMap((budget) => budget.items.map((item) => ({ budget, item })))
    .filter(
      ({ item }) =>
        item.kind === 'expense' &&
        !item.isPaid &&
        !item.fixedDate &&
        item.amount > 0 &&
        !paidFromGoals(item, goalsInBudget),
    )
    .map((found) => ({ ...found, date: itemDate(found) }))
    .filter(({ date }) => date >= request.from && date <= until);
}

/** The lowest of a walk that has no short day, or null. */
function whole(walk: RunwayWalk): LowPoint | null {
  return walk.runway.firstShort ? null : walk.runway.lowest;
}

/**
 * Each bill moved to the day after each later payday, cheapest first, walked until MAX_SUGGESTIONS bills have one
 * that works. A move raises the balance only from the bill's day to its new one, so one that leaves a short day
 * outside that stretch or deeper than the bill is not walked.
 */
function moves(
  bills: readonly (FoundItem & { date: IsoDate })[],
  base: RunwayWalk,
  after: (date: IsoDate) => IsoDate[],
  tryChanges: (changes: RunwayChange[]) => RunwayWalk,
  lastShort: IsoDate,
): Accepted[] {
  const candidates = bills.flatMap(({ item, date }) =>
    after(lastShort).map((payday) => {
      const target = addDays(payday, 1);
      const cost = { cents: item.amount, days: daysBetween(date, target), id: item.id };
      return { item, date, payday, target, cost };
    }),
  );
  candidates.sort((a, b) => byCost(a.cost, b.cost));
  const found: Accepted[] = [];
  const done = new Set<number>();
  for (const { item, date, payday, target, cost } of candidates) {
    if (done.has(item.id) || done.size === MAX_SUGGESTIONS) continue;
    if (deepestIn(base.shortDays, date, target) > item.amount) continue;
    const changes: RunwayChange[] = [{ id: item.id, kind: 'expense', date: target }];
    const lowest = whole(tryChanges(changes));
    if (!lowest) continue;
    done.add(item.id);
    const text =
      `Pay ${item.name} (${reminderDollars(item.amount)}) on ${runwayDay(target)}, ` +
      `after your ${runwayDay(payday)} paycheck: lowest becomes ${reminderDollars(lowest.amount)}`;
    found.push({ cost, key: `move:${item.id}`, suggestion: { text, changes, lowest } });
  }
  return found;
}

/**
 * Each bill of the short day's paycheck split in two: what the shortfall needs moved (in whole dollars) to the day
 * after the payday after the short day, the rest kept on its day.
 */
function splits(
  bills: readonly (FoundItem & { date: IsoDate })[],
  base: RunwayWalk,
  after: (date: IsoDate) => IsoDate[],
  tryChanges: (changes: RunwayChange[]) => RunwayWalk,
  shortDate: IsoDate,
  lastShort: IsoDate,
): Accepted[] {
  const found: Accepted[] = [];
  for (const { item, date } of bills) {
    const [payday] = after(date);
    if (payday === undefined || payday < shortDate) continue;
    const target = addDays(payday, 1);
    if (lastShort >= target) continue;
    let moved = wholeDollarsUp(deepestIn(base.shortDays, date, target));
    for (let raise = 0; raise < RAISES && moved < item.amount; raise += 1) {
      const changes: RunwayChange[] = [
        {
          id: item.id,
          kind: 'expense',
          split: [
            { date, amount: item.amount - moved },
            { date: target, amount: moved },
          ],
        },
      ];
      const walk = tryChanges(changes);
      const lowest = whole(walk);
      if (lowest) {
        const [kept, later] = partDays(date, target);
        const text =
          `Split ${item.name}: ${reminderDollars(item.amount - moved)} on ${kept}, ` +
          `${reminderDollars(moved)} on ${later}: lowest becomes ${reminderDollars(lowest.amount)}`;
        const cost = { cents: moved, days: daysBetween(date, target), id: item.id };
        found.push({ cost, key: `split:${item.id}`, suggestion: { text, changes, lowest } });
        break;
      }
      const next = walk.runway.firstShort as LowPoint;
      if (next.date < date || next.date >= target) break;
      moved = wholeDollarsUp(moved + next.amount);
    }
  }
  return found;
}

/**
 * What the shortfall needs from Future Goals (whole dollars, up to the whole dollars of its balance) on the day
 * before the short day.
 */
function fromGoals(
  request: RunwayRequest,
  context: WhatIfContext,
  base: RunwayWalk,
  inBudget: (date: IsoDate) => boolean,
  tryChanges: (changes: RunwayChange[]) => RunwayWalk,
  shortDate: IsoDate,
): Accepted[] {
  // Whole dollars: the cents of the balance are never part of a suggestion.
  const balance = wholeDollarsDown(context.goalsBalance);
  if (balance <= 0) return [];
  const before = addDays(shortDate, -1);
  const date = before >= request.from && inBudget(before) ? before : shortDate;
  if (!inBudget(date)) return [];
  let amount = Math.min(balance, wholeDollarsUp(deepestIn(base.shortDays, date, base.until)));
  for (let raise = 0; raise < RAISES; raise += 1) {
    const changes: RunwayChange[] = [{ kind: 'from-goals', date, amount }];
    const walk = tryChanges(changes);
    const lowest = whole(walk);
    if (lowest) {
      const text =
        `Move ${reminderDollars(amount)} from Future Goals on ${runwayDay(date)}: ` +
        `lowest becomes ${reminderDollars(lowest.amount)}`;
      return [
        {
          cost: { cents: amount, days: 0, id: NO_ID },
          key: FROM_GOALS_NAME,
          suggestion: { text, changes, lowest },
        },
      ];
    }
    if (amount >= balance) return [];
    const next = walk.runway.firstShort as LowPoint;
    amount = Math.min(balance, wholeDollarsUp(amount + next.amount));
  }
  return [];
}

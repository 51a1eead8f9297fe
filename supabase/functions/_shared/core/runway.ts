// The runway: the next paychecks across month ends, each with the bills due before the one after it, the balance
// left, and the day the money runs lowest (docs/domain.md, "The runway").
import { addMonths, type MonthKey } from './calendar.ts';
import { isoDateInMonth, monthKeyOfIsoDate, type IsoDate } from './iso-date.ts';
import { SAME_DAY_ORDER, type LowPoint } from './low-point.ts';
import { paydaysInMonth, type PaySchedule } from './pay-schedule.ts';
import { runwayMonthReader, type RunwayBudget, type RunwayMonth } from './runway-months.ts';
import { paidFromGoals } from './budget-sections.ts';
import { isOpeningMoney, type ItemKind, type SectionItem } from './section-item.ts';
import { itemDayInMonth } from './sections.ts';

export const RUNWAY_PAYCHECK_CHOICES = [3, 6, 12] as const;
export const DEFAULT_RUNWAY_PAYCHECKS = 6;
export const MAX_RUNWAY_PAYCHECKS = 12;

/** One payday of the runway and the days up to the next one. */
export interface RunwayPaycheck {
  date: IsoDate;
  /** The paychecks dated that payday (income on it that is not opening money), in cents. */
  amount: number;
  /** The month the row starts in has no budget: its figures are a projection. */
  projected: boolean;
  /** The bills due from the row's first day to the day before the next payday: how many, and their total. */
  billsDue: number;
  billsTotal: number;
  /** The balance after the row's last day. */
  endBalance: number;
  /** The row's lowest balance (its opening one dated its first day, or after an item, dated its day). */
  lowest: LowPoint;
}

export interface Runway {
  from: IsoDate;
  paychecks: RunwayPaycheck[];
  /** The lowest balance of the whole runway, the earliest on a tie. */
  lowest: LowPoint;
  /** The first day the balance is below the cushion (below zero when there is none), by how much at its lowest. */
  firstShort: LowPoint | null;
  /** The months without a budget the runway projected, in order. */
  projectedMonths: MonthKey[];
}

export interface RunwayRequest {
  schedule: PaySchedule;
  /** Today, in the person's time zone. */
  from: IsoDate;
  /** How many paydays: today's section's, then the ones after it. */
  paychecks: number;
  /** Cents, 0 or more: a balance below it is short. */
  cushion: number;
  /** The person's budgets (any months; the runway reads the ones it needs and projects the rest). */
  budgets: readonly RunwayBudget[];
  /** The goals' set-asides while the budget owner has them in the budget; absent while the switch is off. */
  goals?: RunwayGoals;
}

/**
 * The goals' set-asides in the runway (docs/domain.md "The runway"): each payday's set-aside, by its date, ticked or
 * not (it is money put aside), is a bill of that payday; an expense linked to a goal is paid from them, so it is no
 * bill of the runway.
 */
export interface RunwayGoals {
  setAsides: ReadonlyMap<IsoDate, number>;
}

/** An item on its day, or 'opening': the balance the person told for a month, which replaces the running one. */
interface RunwayEvent {
  date: IsoDate;
  kind: ItemKind | 'opening';
  amount: number;
}

// The told balance comes first on its day, before that day's income and bills.
const RANK = {
  opening: -1,
  income: SAME_DAY_ORDER.indexOf('income'),
  expense: SAME_DAY_ORDER.indexOf('expense'),
};

/**
 * The runway from `from`. Rows are cut at paydays: the first is today's section (from today to the day before the
 * next payday, dated the payday that opened it), then one per payday. The balance starts from what the person told:
 * today's month opens with its carry-forward; a month with opening money (isOpeningMoney) opens with exactly what
 * its own screen opens with, carry-forward plus its opening money, which replaces the running balance at the start
 * of the day of its earliest opening money (before that day's income and bills); a month without carries the close
 * of the month before. A projected month after the first is no told balance: it carries the close before it. Items
 * count on their day, each day's income before its bills (SAME_DAY_ORDER). Before the first money the person told
 * (a bank balance, a carry-forward or an income), nothing is short. Paid flags change nothing, as in the month view.
 */
export function computeRunway(request: RunwayRequest): Runway {
  return walkRunway(request).runway;
}

/** A balance of the runway's step line: the one it starts from, then the one after each item. */
export interface RunwayStep {
  date: IsoDate;
  balance: number;
}

/** The months whose budgets a runway reads: last month (today's section may open there) to its last day's. */
export function runwayMonths(schedule: PaySchedule, from: IsoDate, paychecks: number): MonthKey[] {
  const stop = paydaysAround(schedule, from, paychecks)[paychecks] as IsoDate;
  return [addMonths(monthKeyOfIsoDate(from), -1), ...monthsUntil(monthKeyOfIsoDate(from), stop)];
}

/** A walk of the runway: the runway, its step line, the day after its last one, and every short day. */
export interface RunwayWalk {
  runway: Runway;
  steps: RunwayStep[];
  until: IsoDate;
  /** Each day from today on that closes short (on a told balance), by how much at its deepest, in order. */
  shortDays: LowPoint[];
}

/** computeRunway, with the balance after every item of it (the chart's step line), where it ends, its short days. */
export function walkRunway(request: RunwayRequest): RunwayWalk {
  const { schedule, from, paychecks, cushion } = request;
  if (!Number.isInteger(paychecks) || paychecks < 1)
    throw new RangeError(`a runway needs paychecks, got ${paychecks}`);
  const monthOf = runwayMonthReader(schedule, request.budgets);
  const first = monthKeyOfIsoDate(from);
  const paydays = paydaysAround(schedule, from, paychecks);
  const stop = paydays[paychecks] as IsoDate;
  const months = monthsUntil(first, stop).map(monthOf);
  const events = [
    ...months.flatMap((month, index) => eventsOf(month, index === 0, request.goals)),
    ...setAsideEvents(months, request.goals),
  ].sort(byDayAndOrder);
  const opening = months[0] as RunwayMonth;
  let balance = opening.carryForward;
  // Money told so far: a carry-forward, a told balance or an income (before it, nothing is short).
  let told = opening.carryForward !== 0;
  const apply = (event: RunwayEvent) => {
    balance = applied(balance, event);
    if (event.kind !== 'expense') told = true;
  };
  // Every item before today, and a balance told for today, which is what today opens with.
  let cursor = 0;
  for (; cursor < events.length && startsBefore(events[cursor] as RunwayEvent, from); cursor += 1) {
    apply(events[cursor] as RunwayEvent);
  }
  // The first short day, and its deepest shortfall: later items of that same day may take it lower.
  const shortDays: LowPoint[] = [];
  const noteShort = (date: IsoDate) => {
    if (balance >= cushion || !told) return;
    const last = shortDays.at(-1);
    if (last?.date === date) last.amount = Math.max(last.amount, cushion - balance);
    else shortDays.push({ date, amount: cushion - balance });
  };
  noteShort(from);
  const steps: RunwayStep[] = [{ date: from, balance }];
  const rows: RunwayPaycheck[] = [];
  for (let index = 0; index < paychecks; index += 1) {
    const payday = paydays[index] as IsoDate;
    const start = index === 0 ? from : payday;
    const next = paydays[index + 1] as IsoDate;
    const row = { billsDue: 0, billsTotal: 0, lowest: { amount: balance, date: start } };
    for (; cursor < events.length && (events[cursor] as RunwayEvent).date < next; cursor += 1) {
      const event = events[cursor] as RunwayEvent;
      apply(event);
      steps.push({ date: event.date, balance });
      if (event.kind === 'expense') {
        row.billsDue += 1;
        row.billsTotal += event.amount;
      }
      if (balance < row.lowest.amount) row.lowest = { amount: balance, date: event.date };
      // Short is judged on the told balance and on each day's close, never between two paychecks of one day.
      if (event.kind === 'opening' || events[cursor + 1]?.date !== event.date) noteShort(event.date);
    }
    rows.push({
      date: payday,
      amount: paychecksOn(monthOf(monthKeyOfIsoDate(payday)), payday),
      projected: monthOf(monthKeyOfIsoDate(start)).projected,
      billsDue: row.billsDue,
      billsTotal: row.billsTotal,
      endBalance: balance,
      lowest: row.lowest,
    });
  }
  const runway = {
    from,
    paychecks: rows,
    lowest: lowestOf(rows),
    firstShort: shortDays[0] ? { ...shortDays[0] } : null,
    projectedMonths: months.filter((month) => month.projected).map((month) => month.month),
  };
  return { runway, steps, until: stop, shortDays };
}

/** The first payday after `date` (the paycheck a short day comes before). */
export function paydayAfter(schedule: PaySchedule, date: IsoDate): IsoDate {
  return paydaysAround(schedule, date, 1)[1] as IsoDate;
}

/** The latest payday on or before `from`, then the `count` after it, as dates. */
function paydaysAround(schedule: PaySchedule, from: IsoDate, count: number): IsoDate[] {
  const dates: IsoDate[] = [];
  // Every month has a payday, so last month's are all before `from` and the latest of them is a candidate.
  for (let month = addMonths(monthKeyOfIsoDate(from), -1); ; month = addMonths(month, 1)) {
    for (const day of paydaysInMonth(schedule, month)) {
      const date = isoDateInMonth(month, day);
      if (date <= from) dates.splice(0, dates.length, date);
      else dates.push(date);
      if (dates.length > count) return dates;
    }
  }
}

/** The months from `first` through the one holding the day before `stop`. */
function monthsUntil(first: MonthKey, stop: IsoDate): MonthKey[] {
  const last = stop.endsWith('-01') ? addMonths(monthKeyOfIsoDate(stop), -1) : monthKeyOfIsoDate(stop);
  const months = [first];
  // A plain variable, not a cast inside the comparison: mutation testing rewrites the comparison, and a cast
  // followed by '<' would no longer parse.
  for (let month = first; month < last;) {
    month = addMonths(month, 1);
    months.push(month);
  }
  return months;
}

/**
 * Every item of the month on its day but its opening money, which is one 'opening' event instead: carry-forward
 * plus all of it, on the day of the earliest, for a month the person set up and for today's month; a later
 * projected month's opening money is the copy's estimate, not a told balance, and is left out.
 */
function eventsOf(month: RunwayMonth, first: boolean, goals: RunwayGoals | undefined): RunwayEvent[] {
  const opening = month.items.filter(isOpeningMoney);
  const events: RunwayEvent[] = month.items
    .filter((item) => !isOpeningMoney(item) && !paidFromGoals(item, goals !== undefined))
    .map((item) => ({ date: dayOf(month, item), kind: item.kind, amount: item.amount }));
  if (opening.length === 0 || (month.projected && !first)) return events;
  const day = Math.min(...opening.map((item) => itemDayInMonth(item.dueDate, month.month)));
  const amount = opening.reduce((sum, item) => sum + item.amount, month.carryForward);
  return [{ date: isoDateInMonth(month.month, day), kind: 'opening', amount }, ...events];
}

/** Each set-aside of a payday in the runway's months as a bill of that day (a set-aside of $0 is none). */
function setAsideEvents(months: readonly RunwayMonth[], goals: RunwayGoals | undefined): RunwayEvent[] {
  if (!goals) return [];
  const walked = new Set(months.map((month) => month.month));
  return [...goals.setAsides]
    .filter(([date, amount]) => amount > 0 && walked.has(monthKeyOfIsoDate(date)))
    .map(([date, amount]): RunwayEvent => ({ date, kind: 'expense', amount }));
}

function dayOf(month: RunwayMonth, item: SectionItem): IsoDate {
  return isoDateInMonth(month.month, itemDayInMonth(item.dueDate, month.month));
}

/** Counted before today's row: an item due before today, or a balance told for today (the start of its day). */
function startsBefore(event: RunwayEvent, from: IsoDate): boolean {
  return event.date < from || (event.date === from && event.kind === 'opening');
}

function byDayAndOrder(a: RunwayEvent, b: RunwayEvent): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : RANK[a.kind] - RANK[b.kind];
}

function applied(balance: number, event: RunwayEvent): number {
  if (event.kind === 'opening') return event.amount;
  return event.kind === 'income' ? balance + event.amount : balance - event.amount;
}

/** The paychecks of a payday: the income due that day that is not opening money. */
function paychecksOn(month: RunwayMonth, payday: IsoDate): number {
  const day = Number(payday.slice(8));
  return month.items
    .filter(
      (item) =>
        item.kind === 'income' && !isOpeningMoney(item) && itemDayInMonth(item.dueDate, month.month) === day,
    )
    .reduce((sum, item) => sum + item.amount, 0);
}

function lowestOf(rows: readonly RunwayPaycheck[]): LowPoint {
  let lowest = (rows[0] as RunwayPaycheck).lowest;
  for (const row of rows) if (row.lowest.amount < lowest.amount) lowest = row.lowest;
  return { ...lowest };
}

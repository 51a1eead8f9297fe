// The runway replayed by the independent ledger: a plain walk over the calendar, one day at a time, from the rules in
// docs/domain.md ("The runway"), with none of the core's runway, section, low-point or copy code (it builds on
// ledger.ts alone). Slow and obvious on purpose.

import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import {
  copyMonth,
  copyToNextMonth,
  dayIn,
  isOpeningMoneyName,
  isoDate,
  monthLength,
  nextMonth,
  paydays,
  type LedgerItem,
} from './ledger.ts';

export interface LedgerBudget<T extends LedgerItem = LedgerItem> {
  month: string;
  carryForward: number;
  items: readonly T[];
}

export interface LedgerPoint {
  date: string;
  amount: number;
}

export interface LedgerRunway {
  from: string;
  paychecks: {
    date: string;
    amount: number;
    projected: boolean;
    billsDue: number;
    billsTotal: number;
    endBalance: number;
    lowest: LedgerPoint;
  }[];
  lowest: LedgerPoint;
  firstShort: LedgerPoint | null;
  projectedMonths: string[];
}

/** The day after or before a 'YYYY-MM-DD' date, by the platform's calendar. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const moment = new Date(0);
  moment.setUTCFullYear(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(moment.getUTCFullYear()).padStart(4, '0')}-${two(moment.getUTCMonth() + 1)}-${two(moment.getUTCDate())}`;
}

const monthOf = (date: string) => date.slice(0, 7);
const dayNumber = (date: string) => Number(date.slice(8));

function isPayday(schedule: PaySchedule, date: string): boolean {
  return paydays(schedule, monthOf(date)).includes(dayNumber(date));
}

/**
 * Replays the runway from `from`: the months as set up, or (no budget, or no items) copied by the ledger's copy from
 * the latest month with items before them (carrying its leftover when the month is the one right after it). The first month opens with its carry-forward. A month with opening money
 * (set up, or the first month) is set, at the start of the day of its earliest opening money, to its carry-forward
 * plus all its opening money; a later projected month's opening money is left out. Each day: the told balance,
 * then the income, then the bills. Rows from the latest payday on or before today; short means below the cushion,
 * and only from the first day money was told (a carry-forward of the first month, a balance or an income).
 * With the goals' set-asides in the budget (`setAsides`, by date): a bill with a goalId is not paid from the
 * paychecks, so it is left out, and on each payday its set-aside is one more bill of the day.
 */
export function replayRunway(
  schedule: PaySchedule,
  from: string,
  count: number,
  cushion: number,
  budgets: readonly LedgerBudget[],
  setAsides?: ReadonlyMap<string, number>,
): LedgerRunway {
  const withItems = budgets.filter((budget) => budget.items.length > 0);
  // Each month read once: as set up, or copied from the latest month with items before it.
  const read = new Map<string, { items: readonly LedgerItem[]; carryForward: number; projected: boolean }>();
  const monthData = (month: string) => {
    const known = read.get(month);
    if (known) return known;
    const own = withItems.find((budget) => budget.month === month);
    const source = withItems
      .filter((budget) => budget.month < month)
      .sort((a, b) => (a.month < b.month ? 1 : -1))[0];
    const data = own
      ? { items: own.items, carryForward: own.carryForward, projected: false }
      : source
        ? nextMonth(source.month) === month
          ? {
              ...copyToNextMonth(schedule, source.month, source.items, source.carryForward, (item) => item),
              projected: true,
            }
          : {
              items: copyMonth(schedule, source.month, month, source.items),
              carryForward: source.carryForward,
              projected: true,
            }
        : { items: [], carryForward: 0, projected: true };
    read.set(month, data);
    return data;
  };

  // The paydays: the latest on or before today, then `count` more, found by asking day after day.
  let first = from;
  while (!isPayday(schedule, first)) first = addDays(first, -1);
  const payDates = [first];
  for (let day = addDays(from, 1); payDates.length <= count; day = addDays(day, 1)) {
    if (isPayday(schedule, day)) payDates.push(day);
  }
  const stop = payDates[count] as string;

  const start = monthData(monthOf(from));
  let balance = start.carryForward;
  let told = start.carryForward !== 0;

  const linked = (item: LedgerItem) => setAsides !== undefined && 'goalId' in item && item.goalId != null;
  const setAsideOn = (date: string): LedgerItem[] => {
    const amount = setAsides?.get(date) ?? 0;
    return amount > 0 && isPayday(schedule, date) ? [{ kind: 'expense', amount, dueDate: null }] : [];
  };
  const itemsOn = (date: string) => [
    ...monthData(monthOf(date)).items.filter(
      (item) =>
        dayIn(item.dueDate, monthOf(date)) === dayNumber(date) && !isOpeningMoneyName(item) && !linked(item),
    ),
    ...setAsideOn(date),
  ];
  /** The balance told for the month, when `date` is the day of its earliest opening money; else null. */
  const toldOn = (date: string): number | null => {
    const month = monthOf(date);
    const data = monthData(month);
    if (data.projected && month !== monthOf(from)) return null;
    const opening = data.items.filter(isOpeningMoneyName);
    if (opening.length === 0) return null;
    let earliest = 31;
    for (const item of opening) earliest = Math.min(earliest, dayIn(item.dueDate, month));
    if (earliest !== dayNumber(date)) return null;
    let amount = data.carryForward;
    for (const item of opening) amount += item.amount;
    return amount;
  };
  /** One day: the told balance, the income, then the bills; the balances the day shows (morning when told, evening). */
  const live = (day: string): number[] => {
    const set = toldOn(day);
    if (set !== null) {
      balance = set;
      told = true;
    }
    const morning = balance;
    for (const item of itemsOn(day))
      if (item.kind === 'income') {
        balance += item.amount;
        told = true;
      }
    for (const item of itemsOn(day)) if (item.kind === 'expense') balance -= item.amount;
    if (set !== null) return [morning, balance];
    return itemsOn(day).length > 0 ? [balance] : [];
  };
  // Up to the evening before today.
  for (let day = isoDate(monthOf(from), 1); day < from; day = addDays(day, 1)) live(day);
  // A balance told for today is what today opens with.
  const toldToday = toldOn(from);
  if (toldToday !== null) {
    balance = toldToday;
    told = true;
  }

  let firstShort: LedgerPoint | null =
    told && balance < cushion ? { date: from, amount: cushion - balance } : null;
  const rows: LedgerRunway['paychecks'] = [];
  payDates.slice(0, count).forEach((payday, index) => {
    const rowStart = index === 0 ? from : payday;
    const next = payDates[index + 1] as string;
    let lowest = { date: rowStart, amount: balance };
    let billsDue = 0;
    let billsTotal = 0;
    for (let day = rowStart; day < next; day = addDays(day, 1)) {
      const shown = live(day);
      if (shown.length === 0) continue;
      for (const item of itemsOn(day)) {
        if (item.kind !== 'expense') continue;
        billsDue += 1;
        billsTotal += item.amount;
      }
      for (const seen of shown) {
        if (seen < lowest.amount) lowest = { date: day, amount: seen };
        if (told && seen < cushion) {
          if (firstShort === null) firstShort = { date: day, amount: cushion - seen };
          else if (firstShort.date === day)
            firstShort = { date: day, amount: Math.max(firstShort.amount, cushion - seen) };
        }
      }
    }
    const paid = monthData(monthOf(payday)).items.filter(
      (item) =>
        item.kind === 'income' &&
        !isOpeningMoneyName(item) &&
        dayIn(item.dueDate, monthOf(payday)) === dayNumber(payday),
    );
    rows.push({
      date: payday,
      amount: paid.reduce((sum, item) => sum + item.amount, 0),
      projected: monthData(monthOf(rowStart)).projected,
      billsDue,
      billsTotal,
      endBalance: balance,
      lowest,
    });
  });

  let lowest = (rows[0] as LedgerRunway['paychecks'][number]).lowest;
  for (const row of rows) if (row.lowest.amount < lowest.amount) lowest = row.lowest;
  const projectedMonths: string[] = [];
  const lastDay = addDays(stop, -1);
  for (
    let month = monthOf(from);
    month <= monthOf(lastDay);
    month = monthOf(addDays(isoDate(month, monthLength(month)), 1))
  ) {
    if (monthData(month).projected) projectedMonths.push(month);
  }
  return { from, paychecks: rows, lowest: { ...lowest }, firstShort, projectedMonths };
}

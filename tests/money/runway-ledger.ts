// The runway replayed by the independent ledger: a plain walk over the calendar, one day at a time, from the rules in
// docs/domain.md ("The runway"), with none of the core's runway, section, low-point or copy code (it builds on
// ledger.ts alone). Slow and obvious on purpose.

import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import {
  copyMonth,
  dayIn,
  isOpeningMoneyName,
  isoDate,
  monthLength,
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
 * the latest month with items before them; the first month opens with its carry-forward and its opening money of
 * the 1st, later months go on from the balance before them (their own carry-forward and opening money of the 1st
 * left out); each day the income, then the bills. Rows from the latest payday on or before today; short means
 * below the cushion.
 */
export function replayRunway(
  schedule: PaySchedule,
  from: string,
  count: number,
  cushion: number,
  budgets: readonly LedgerBudget[],
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
        ? {
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

  const opensMonth = (item: LedgerItem, month: string) =>
    isOpeningMoneyName(item) && dayIn(item.dueDate, month) === 1;
  const start = monthData(monthOf(from));
  let balance = start.carryForward;
  for (const item of start.items) if (opensMonth(item, monthOf(from))) balance += item.amount;

  const itemsOn = (date: string) =>
    monthData(monthOf(date)).items.filter(
      (item) => dayIn(item.dueDate, monthOf(date)) === dayNumber(date) && !opensMonth(item, monthOf(date)),
    );
  // Up to the evening before today.
  for (let day = isoDate(monthOf(from), 1); day < from; day = addDays(day, 1)) {
    for (const item of itemsOn(day)) if (item.kind === 'income') balance += item.amount;
    for (const item of itemsOn(day)) if (item.kind === 'expense') balance -= item.amount;
  }

  let firstShort: LedgerPoint | null = balance < cushion ? { date: from, amount: cushion - balance } : null;
  const rows: LedgerRunway['paychecks'] = [];
  payDates.slice(0, count).forEach((payday, index) => {
    const rowStart = index === 0 ? from : payday;
    const next = payDates[index + 1] as string;
    let lowest = { date: rowStart, amount: balance };
    let billsDue = 0;
    let billsTotal = 0;
    for (let day = rowStart; day < next; day = addDays(day, 1)) {
      const today = itemsOn(day);
      if (today.length === 0) continue;
      for (const item of today) if (item.kind === 'income') balance += item.amount;
      for (const item of today) {
        if (item.kind !== 'expense') continue;
        balance -= item.amount;
        billsDue += 1;
        billsTotal += item.amount;
      }
      if (balance < lowest.amount) lowest = { date: day, amount: balance };
      if (balance < cushion) {
        if (firstShort === null) firstShort = { date: day, amount: cushion - balance };
        else if (firstShort.date === day)
          firstShort = { date: day, amount: Math.max(firstShort.amount, cushion - balance) };
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

// An independent ledger for the money tests: a deliberately plain, day-by-day replay of a month, written from the
// rules in docs/domain.md without any of the core's section, balance, verdict, low-point or copy code (it imports
// only types). Slow and obvious on purpose: dates come from the platform's Date in UTC, days are walked one by one.

import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';

export interface LedgerItem {
  kind: 'income' | 'expense';
  amount: number;
  dueDate: string | null;
  name?: string | null;
  /** The day of month the person gave a dated item: the ledger remembers it on every copy. */
  givenDay?: number;
}

export interface LedgerSection {
  /** First and last day of the section, 'YYYY-MM-DD'. */
  start: string;
  end: string;
  close: number;
  lowest: { amount: number; date: string };
}

export interface LedgerMonth {
  sections: LedgerSection[];
  monthEnd: number;
}

const DAY_MS = 86_400_000;

function parseMonth(month: string): { year: number; month: number } {
  const [year, monthNumber] = month.split('-').map(Number);
  return { year: year ?? 0, month: monthNumber ?? 0 };
}

/** The number of days of a 'yyyy-MM' month, from the platform's calendar (years 1..9999). */
export function monthLength(month: string): number {
  const { year, month: m } = parseMonth(month);
  const date = new Date(0);
  date.setUTCFullYear(year, m, 0);
  return date.getUTCDate();
}

function utcDay(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / DAY_MS);
}

export function isoDate(month: string, day: number): string {
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The month after a 'yyyy-MM' month. */
export function nextMonth(month: string): string {
  const { year, month: m } = parseMonth(month);
  return m === 12
    ? `${String(year + 1).padStart(4, '0')}-01`
    : `${String(year).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The day of an item as the spec reads it: the digits of the part after the first '/' (up to the next '/'), or of
 * the whole value without one; 15 when there are none, or they read 0 or more than 31.
 */
export function dayOf(dueDate: string | null): number {
  if (dueDate === null) return 15;
  const part = dueDate.includes('/') ? (dueDate.split('/')[1] ?? '') : dueDate;
  const digits = part.replace(/[^0-9]/g, '');
  if (digits === '') return 15;
  const day = Number(digits.replace(/^0+(?=\d)/, '').slice(0, 4));
  return day >= 1 && day <= 31 ? day : 15;
}

/** The day an item falls on in a month: its day, or the month's last day when the month is shorter. */
export function dayIn(dueDate: string | null, month: string): number {
  return Math.min(dayOf(dueDate), monthLength(month));
}

/** Each day of the month that the schedule pays on, found by asking every day in turn. */
export function paydays(schedule: PaySchedule, month: string): number[] {
  const { year, month: m } = parseMonth(month);
  const length = monthLength(month);
  const days: number[] = [];
  for (let day = 1; day <= length; day += 1) {
    if (paysOn(schedule, year, m, day, length)) days.push(day);
  }
  return days;
}

function paysOn(schedule: PaySchedule, year: number, month: number, day: number, length: number): boolean {
  switch (schedule.kind) {
    case 'semimonthly':
      return schedule.days.some((payday) => Math.min(payday, length) === day);
    case 'monthly':
      return Math.min(schedule.day, length) === day;
    case 'biweekly':
    case 'weekly': {
      const [anchorYear, anchorMonth, anchorDay] = schedule.anchor.split('-').map(Number);
      const between = utcDay(year, month, day) - utcDay(anchorYear ?? 0, anchorMonth ?? 0, anchorDay ?? 0);
      const period = schedule.kind === 'biweekly' ? 14 : 7;
      return between % period === 0;
    }
  }
}

export function isOpeningMoneyName(item: LedgerItem): boolean {
  return item.kind === 'income' && /starting cash|carried over|carry over/i.test(item.name ?? '');
}

/**
 * Replays a month: it opens with the carry-forward and the opening money dated on the 1st; then, day by day, the
 * day's income, then its bills. Sections start on the 1st and on each payday; each closes the evening before the
 * next starts. A section's lowest point is the lowest balance it shows, starting with what it opens with on its
 * first day, then each evening; the earliest day wins a tie.
 */
export function replayMonth(
  schedule: PaySchedule,
  month: string,
  items: readonly LedgerItem[],
  carryForward: number,
): LedgerMonth {
  const length = monthLength(month);
  const starts = [1, ...paydays(schedule, month).filter((day) => day > 1)];
  const opensMonth = (item: LedgerItem) => isOpeningMoneyName(item) && dayIn(item.dueDate, month) === 1;
  let balance = carryForward;
  for (const item of items) if (opensMonth(item)) balance += item.amount;

  const sections: LedgerSection[] = [];
  starts.forEach((startDay, index) => {
    const endDay = (starts[index + 1] ?? length + 1) - 1;
    let lowest = { amount: balance, date: isoDate(month, startDay) };
    for (let day = startDay; day <= endDay; day += 1) {
      const today = items.filter((item) => dayIn(item.dueDate, month) === day && !opensMonth(item));
      if (today.length === 0) continue;
      for (const item of today) if (item.kind === 'income') balance += item.amount;
      for (const item of today) if (item.kind === 'expense') balance -= item.amount;
      if (balance < lowest.amount) lowest = { amount: balance, date: isoDate(month, day) };
    }
    sections.push({ start: isoDate(month, startDay), end: isoDate(month, endDay), close: balance, lowest });
  });
  return { sections, monthEnd: balance };
}

export type LedgerVerdict = { status: 'covered' | 'short' | 'next-month-empty'; amount: number };

/**
 * Whether a month's end covers next month until its first payday after the 1st: next month's bills in those days
 * less its income in them, its opening money left out. No items next month: nothing to weigh.
 */
export function verdict(
  schedule: PaySchedule,
  monthEnd: number,
  next: string,
  nextItems: readonly LedgerItem[] | null,
): LedgerVerdict {
  if (nextItems === null || nextItems.length === 0) return { status: 'next-month-empty', amount: 0 };
  const firstPayday = paydays(schedule, next).find((day) => day > 1) ?? monthLength(next) + 1;
  let need = 0;
  for (const item of nextItems) {
    // Next month's opening money is this month's leftover under another name: never counted.
    if (dayIn(item.dueDate, next) >= firstPayday || isOpeningMoneyName(item)) continue;
    need += item.kind === 'expense' ? item.amount : -item.amount;
  }
  const spare = monthEnd - need;
  return spare >= 0 ? { status: 'covered', amount: spare } : { status: 'short', amount: -spare };
}

/**
 * Copies a month's items to the next by the written rule, as stored values: a paycheck (income, not opening money,
 * on a payday) goes to the matching payday of the target (the n-th payday for twice-monthly and monthly pay; for
 * weekly and every-two-weeks pay, the target's paydays are filled in order by the source's paid paydays) or, when
 * there is none, is left out; everything else keeps the day of month the person gave it: a 'MM/DD/YYYY' date is
 * rewritten in the target on that day (the target's last day when it is shorter), any other value is kept as it is.
 */
export function copyMonth<T extends LedgerItem>(
  schedule: PaySchedule,
  from: string,
  to: string,
  items: readonly T[],
): T[] {
  const sourcePaydays = paydays(schedule, from);
  const targetPaydays = paydays(schedule, to);
  const isPaycheck = (item: T) =>
    item.kind === 'income' && !isOpeningMoneyName(item) && sourcePaydays.includes(dayIn(item.dueDate, from));
  const paid: number[] = [];
  for (const day of sourcePaydays) {
    if (items.some((item) => isPaycheck(item) && dayIn(item.dueDate, from) === day)) paid.push(day);
  }
  const floating = schedule.kind === 'weekly' || schedule.kind === 'biweekly';
  const copies: T[] = [];
  for (const item of items) {
    if (!isPaycheck(item)) {
      if (!item.dueDate?.includes('/')) {
        copies.push(item);
        continue;
      }
      const givenDay = item.givenDay ?? dayOf(item.dueDate);
      copies.push({ ...item, dueDate: dateIn(to, givenDay), givenDay });
      continue;
    }
    const day = dayIn(item.dueDate, from);
    const target = targetPaydays[floating ? paid.indexOf(day) : sourcePaydays.indexOf(day)];
    if (target !== undefined) copies.push({ ...item, dueDate: dateIn(to, target) });
  }
  return copies;
}

/** 'MM/DD/YYYY' in a 'yyyy-MM' month, the day clamped to its length. */
function dateIn(month: string, day: number): string {
  const [year, monthPart] = month.split('-');
  return `${monthPart}/${String(Math.min(day, monthLength(month))).padStart(2, '0')}/${year}`;
}

/**
 * Copy to next month with the leftover carried, by the written rule: next month opens with this month's replayed
 * month-end. Its carry-forward stays this month's; the rest is held by one opening-money item dated on the 1st (the
 * first of this month's, or a new 'Starting cash' with the day '1'), the other opening money left out; what no item
 * can hold (below zero, or above a million dollars) is put in the carry-forward instead.
 */
export function copyToNextMonth<T extends LedgerItem>(
  schedule: PaySchedule,
  from: string,
  items: readonly T[],
  carryForward: number,
  newItem: (fields: LedgerItem) => T,
): { items: T[]; carryForward: number } {
  const to = nextMonth(from);
  const { monthEnd } = replayMonth(schedule, from, items, carryForward);
  let held = monthEnd - carryForward;
  if (held < 0) held = 0;
  if (held > 100_000_000) held = 100_000_000;
  const copied = copyMonth(schedule, from, to, items);
  const result: T[] = [];
  let holding = held > 0;
  for (const item of copied) {
    if (!isOpeningMoneyName(item)) result.push(item);
    else if (holding) {
      result.push({ ...item, amount: held, dueDate: item.dueDate?.includes('/') ? dateIn(to, 1) : '1' });
      holding = false;
    }
  }
  if (holding) result.unshift(newItem({ kind: 'income', amount: held, dueDate: '1', name: 'Starting cash' }));
  return { items: result, carryForward: monthEnd - held };
}

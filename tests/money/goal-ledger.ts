// The goals' side of the independent ledger (docs/domain.md "Goals funded by paycheck"): due days, the balance's
// shares and the walk from today to a due day, written plainly from the rules with the platform's Date and the
// ledger's own paydays; nothing of the core's goal plan.
import { isoDate, monthLength, paydays } from './ledger.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';

export interface LedgerGoal {
  targetAmount: number;
  targetMonth: string | null;
  repeatMonths: number | null;
  nextDue: string | null;
}

const DAY_MS = 86_400_000;

/** The day after a date 'YYYY-MM-DD'. */
export function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The month `count` months after a 'yyyy-MM' month, counted one by one. */
function monthsAfter(month: string, count: number): string {
  let [year = 0, number = 1] = month.split('-').map(Number);
  for (let step = 0; step < count; step += 1) {
    number += 1;
    if (number === 13) [year, number] = [year + 1, 1];
  }
  return `${String(year).padStart(4, '0')}-${String(number).padStart(2, '0')}`;
}

/** A cycle's due day: the day of `nextDue` in the month `cycles × repeatMonths` later, or that month's last. */
function cycleDue(nextDue: string, repeatMonths: number, cycles: number): string {
  const month = monthsAfter(nextDue.slice(0, 7), cycles * repeatMonths);
  return isoDate(month, Math.min(Number(nextDue.slice(8)), monthLength(month)));
}

/** When the goal is due as seen on `today`: its month's last day, or the repeating goal's first due after today. */
export function ledgerDue(goal: LedgerGoal, today: string): string | null {
  if (goal.repeatMonths !== null && goal.nextDue !== null) {
    for (let cycles = 0; ; cycles += 1) {
      const due = cycleDue(goal.nextDue, goal.repeatMonths, cycles);
      if (due > today) return due;
    }
  }
  if (goal.targetMonth !== null) return isoDate(goal.targetMonth, monthLength(goal.targetMonth));
  return null;
}

/** Each goal's part of the balance: the first goal takes what it needs, then the next, and so on. */
export function ledgerShares(balance: number, goals: readonly LedgerGoal[]): number[] {
  const shares: number[] = [];
  let left = balance;
  for (const goal of goals) {
    const share = left >= goal.targetAmount ? goal.targetAmount : left;
    shares.push(share);
    left -= share;
  }
  return shares;
}

/** Whether the schedule pays on a date, by the ledger's own paydays of its month (each month asked once). */
export function ledgerPaydays(schedule: PaySchedule): (date: string) => boolean {
  const months = new Map<string, number[]>();
  return (date) => {
    const month = date.slice(0, 7);
    const days = months.get(month) ?? paydays(schedule, month);
    months.set(month, days);
    return days.includes(Number(date.slice(8)));
  };
}

/**
 * Walks the days after `today` through `due`, adding `setAsideOf(day)` on each payday to `saved`; any amount
 * offered on a day that is no payday, or after the due day, is an error. Answers what is saved on the due day.
 */
export function followSetAsides(
  schedule: PaySchedule,
  today: string,
  due: string,
  saved: number,
  setAsides: ReadonlyMap<string, number>,
): number {
  const isPayday = ledgerPaydays(schedule);
  let total = saved;
  for (const date of setAsides.keys()) {
    if (date <= today || date > due) throw new Error(`a set-aside on ${date}, outside ${today}…${due}`);
    if (!isPayday(date)) throw new Error(`a set-aside on ${date}, which is no payday`);
  }
  for (let date = dayAfter(today); date <= due; date = dayAfter(date)) {
    if (isPayday(date)) total += setAsides.get(date) ?? 0;
  }
  return total;
}

// The lowest balance inside a section: where the money runs thinnest before the next payday.
import type { IsoDate } from './iso-date.ts';
import type { ItemKind } from './section-item.ts';

/**
 * On a day with both, income counts before the bills: a section starts on its payday and is paid from that
 * paycheck, as the spec's 'Balance on the 15th' nets the 15th's paycheck and bills. (Opening money comes before
 * both: budgetSections counts it in the balance the month opens with.)
 */
export const SAME_DAY_ORDER: readonly ItemKind[] = Object.freeze(['income', 'expense']);
const SAME_DAY_RANK = {
  expense: SAME_DAY_ORDER.indexOf('expense'),
  income: SAME_DAY_ORDER.indexOf('income'),
};

export interface LowPoint {
  amount: number;
  date: IsoDate;
}

/** One amount on one day of a section. */
export interface DatedAmount {
  day: number;
  kind: ItemKind;
  amount: number;
}

/**
 * The lowest running balance of a section: start at `opening` on its first day, then take its items day by day
 * in SAME_DAY_ORDER, each changing the balance. The candidates are the opening balance (dated the first day)
 * and the balance after each item (dated its day); the lowest wins, the earliest on a tie. So a section where
 * nothing lowers the balance reports its opening balance on its first day.
 */
export function lowestPoint(
  opening: number,
  firstDay: number,
  entries: readonly DatedAmount[],
  dateOf: (day: number) => IsoDate,
): LowPoint {
  const ordered = [...entries].sort((a, b) => a.day - b.day || SAME_DAY_RANK[a.kind] - SAME_DAY_RANK[b.kind]);
  let balance = opening;
  let lowest = { amount: opening, day: firstDay };
  for (const entry of ordered) {
    balance += entry.kind === 'income' ? entry.amount : -entry.amount;
    if (balance < lowest.amount) lowest = { amount: balance, day: entry.day };
  }
  return { amount: lowest.amount, date: dateOf(lowest.day) };
}

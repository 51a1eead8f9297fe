// The warning a section shows about its low point (core lowestPoint): only when something in the section takes the
// money below where it opened and below the person's cushion, which with no cushion (0) means below zero. A section
// that merely opens low (a new month's carry-forward of $0) has no dip to warn of.
import { ordinalDay } from '@halfwise/core/display.ts';
import { parseIsoDate } from '@halfwise/core/iso-date.ts';
import type { LowPoint } from '@halfwise/core/low-point.ts';
import { isOpeningMoney } from '@halfwise/core/section-item.ts';
import { itemDayInMonth } from '@halfwise/core/sections.ts';
import { displayName, type BudgetItem } from './items.ts';
import { formatDollars, type MoneyFormat } from './money.ts';
import type { MonthKey } from './month.ts';

/** A balance as the warning words it: a true minus sign before a negative one ('−$120'). */
function signedDollars(cents: number, format: MoneyFormat): string {
  return cents < 0 ? `−${format(-cents)}` : format(cents);
}

/**
 * 'Dips to −$120 on the 3rd — $380 below your cushion', or 'Dips to −$120 on the 3rd' with no cushion; null when
 * the low point is at or above the cushion (`cushion` in cents, 0 or more) or no lower than the opening balance.
 * `balanceAfter` names the bank balance the section lists after the dip (balanceDatedAfter): the warning then
 * says the dip comes before it ('Dips to −$1,000 on the 1st, before your Apr 3 Bank Balance'), so it never
 * reads as contradicting that row.
 */
export function lowPointWarning(
  lowest: LowPoint,
  openingBalance: number,
  cushion: number,
  balanceAfter: string | null = null,
  format: MoneyFormat = formatDollars,
): string | null {
  if (lowest.amount >= cushion || lowest.amount >= openingBalance) return null;
  const day = parseIsoDate(lowest.date)?.day;
  if (day === undefined) throw new Error(`A low point dated ${lowest.date}`);
  const when = `on the ${ordinalDay(day)}${balanceAfter ? `, before your ${balanceAfter}` : ''}`;
  const dip = `Dips to ${signedDollars(lowest.amount, format)} ${when}`;
  return cushion > 0 ? `${dip} — ${format(cushion - lowest.amount)} below your cushion` : dip;
}

/**
 * The shown name of the earliest opening money (a bank balance, money carried over) among a section's `items`
 * dated after the day of `lowDate`, the section's low point; null when none is.
 */
export function balanceDatedAfter(
  items: readonly BudgetItem[],
  lowDate: string,
  month: MonthKey,
  billsDay?: number,
): string | null {
  const lowDay = parseIsoDate(lowDate)?.day ?? 0;
  let first: { day: number; item: BudgetItem } | null = null;
  for (const item of items) {
    if (!isOpeningMoney(item)) continue;
    const day = itemDayInMonth(item.dateValue, month);
    if (day > lowDay && (first === null || day < first.day)) first = { day, item };
  }
  return first ? displayName(first.item, month, billsDay) : null;
}

// The warning a section shows about its low point (core lowestPoint): only when something in the section takes the
// money below where it opened and below the person's cushion, which with no cushion (0) means below zero. A section
// that merely opens low (a new month's carry-forward of $0) has no dip to warn of.
import { ordinalDay } from '@halfwise/core/display.ts';
import { parseIsoDate } from '@halfwise/core/iso-date.ts';
import type { LowPoint } from '@halfwise/core/low-point.ts';
import { formatDollars } from './money.ts';

/** A balance as the warning words it: a true minus sign before a negative one ('−$120'). */
function signedDollars(cents: number): string {
  return cents < 0 ? `−${formatDollars(-cents)}` : formatDollars(cents);
}

/**
 * 'Dips to −$120 on the 3rd — $380 below your cushion', or 'Dips to −$120 on the 3rd' with no cushion; null when
 * the low point is at or above the cushion (`cushion` in cents, 0 or more) or no lower than the opening balance.
 */
export function lowPointWarning(lowest: LowPoint, openingBalance: number, cushion: number): string | null {
  if (lowest.amount >= cushion || lowest.amount >= openingBalance) return null;
  const day = parseIsoDate(lowest.date)?.day;
  if (day === undefined) throw new Error(`A low point dated ${lowest.date}`);
  const dip = `Dips to ${signedDollars(lowest.amount)} on the ${ordinalDay(day)}`;
  return cushion > 0 ? `${dip} — ${formatDollars(cushion - lowest.amount)} below your cushion` : dip;
}

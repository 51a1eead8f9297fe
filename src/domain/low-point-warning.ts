// The warning a section shows about its low point (core lowestPoint): only when the money dips below the person's
// cushion, which with no cushion (0) means below zero.
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
 * the low point is at or above the cushion (`cushion` in cents, 0 or more).
 */
export function lowPointWarning(lowest: LowPoint, cushion: number): string | null {
  if (lowest.amount >= cushion) return null;
  const day = parseIsoDate(lowest.date)?.day;
  if (day === undefined) throw new Error(`A low point dated ${lowest.date}`);
  const dip = `Dips to ${signedDollars(lowest.amount)} on the ${ordinalDay(day)}`;
  return cushion > 0 ? `${dip} — ${formatDollars(cushion - lowest.amount)} below your cushion` : dip;
}

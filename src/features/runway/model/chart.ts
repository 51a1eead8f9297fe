// The runway's chart as geometry: the balance as a step line over the runway's days (down at each bill, up at each
// paycheck), the paydays, the low point and the cushion, in an SVG's own units. Pure: the component only draws it.
import { dayNumberOf, type IsoDate } from '@halfwise/core/iso-date.ts';
import type { LowPoint } from '@halfwise/core/low-point.ts';
import type { RunwayStep } from '@halfwise/core/runway.ts';

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 200;
const PAD = 12;

export interface ChartInput {
  /** The balance it starts from, then after each item, in date order (core walkRunway). */
  steps: readonly RunwayStep[];
  /** The day after the runway's last day. */
  until: IsoDate;
  paydays: readonly IsoDate[];
  lowest: LowPoint;
  cushion: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface ChartGeometry {
  /** An SVG path: horizontal while the balance holds, vertical on the day it changes. */
  line: string;
  /** The x of each payday within the runway. */
  paydays: number[];
  low: Point;
  /** The y of the cushion's line (of zero when there is no cushion). */
  cushionY: number;
  /** The y of zero, when the balance goes below it and a cushion is drawn. */
  zeroY: number | null;
}

export function chartGeometry({ steps, until, paydays, lowest, cushion }: ChartInput): ChartGeometry {
  const first = steps[0];
  if (!first) throw new RangeError('a chart needs the balance it starts from');
  const start = dayNumberOf(first.date);
  const span = Math.max(dayNumberOf(until) - start, 1);
  const x = (date: IsoDate) => round(PAD + ((dayNumberOf(date) - start) / span) * (CHART_WIDTH - 2 * PAD));
  const balances = steps.map((step) => step.balance);
  const low = Math.min(...balances, cushion, 0);
  const high = Math.max(...balances, cushion, 0);
  const range = Math.max(high - low, 1);
  const y = (amount: number) => round(PAD + ((high - amount) / range) * (CHART_HEIGHT - 2 * PAD));
  let line = `M${x(first.date)} ${y(first.balance)}`;
  for (const step of steps.slice(1)) line += ` H${x(step.date)} V${y(step.balance)}`;
  line += ` H${x(until)}`;
  return {
    line,
    paydays: paydays.filter((date) => date >= first.date && date < until).map(x),
    low: { x: x(lowest.date), y: y(lowest.amount) },
    cushionY: y(cushion),
    zeroY: cushion > 0 && low < 0 ? y(0) : null,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

// What the runway says: its lowest point and its first short day (the screen, its chart and their tests read these).
import { monthKeyOfIsoDate, type IsoDate } from './iso-date.ts';
import { monthName, shortMonthName } from './month-names.ts';

/** 'Mar 3' */
export function runwayDay(date: IsoDate): string {
  return `${shortMonthName(monthKeyOfIsoDate(date))} ${Number(date.slice(8))}`;
}

/** 'Lowest: $85 on Mar 3' (the amount as the screen writes money). */
export function runwayLowestText(amount: string, date: IsoDate): string {
  return `Lowest: ${amount} on ${runwayDay(date)}`;
}

/** 'Short by $240 on Mar 3 — before your Mar 6 paycheck' */
export function runwayShortText(shortBy: string, date: IsoDate, nextPayday: IsoDate): string {
  return `Short by ${shortBy} on ${runwayDay(date)} — before your ${runwayDay(nextPayday)} paycheck`;
}

/** The link under the month's verdict, and the screen's title: 'Next 6 paychecks'. */
export function runwayTitle(paychecks: number): string {
  return `Next ${paychecks} paychecks`;
}

/** A projected month's button: 'Set up April'. */
export function setUpMonthLabel(month: string): string {
  return `Set up ${monthName(month)}`;
}

export const RUNWAY_PROJECTED_LABEL = 'projected';

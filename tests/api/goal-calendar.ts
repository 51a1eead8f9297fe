// The calendar the goal API tests work their expected figures out with, day by day under the default schedule
// (paid on the 1st and the 15th), never with the core's plan.

const DAY_MS = 86_400_000;

/** The server's date (the tests and the API read one clock). */
export const TODAY = new Date().toISOString().slice(0, 10);
export const THIS_MONTH = TODAY.slice(0, 7);

export function daysLater(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function monthsLater(month: string, count: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

export function lastDayOf(month: string): string {
  return daysLater(`${monthsLater(month, 1)}-01`, -1);
}

/** The default schedule's paydays (the 1st and the 15th) after `after` through `through`, day by day. */
export function paydaysBetween(after: string, through: string): string[] {
  const days: string[] = [];
  for (let day = daysLater(after, 1); day <= through; day = daysLater(day, 1)) {
    if (day.endsWith('-01') || day.endsWith('-15')) days.push(day);
  }
  return days;
}

/** 'MM/DD/YYYY' of a date 'YYYY-MM-DD', as items are dated. */
export function itemDate(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8)}/${date.slice(0, 4)}`;
}

import ical, { ICalAlarmRelatesTo, ICalAlarmType } from 'ical-generator';
import { addMonths, daysInMonth, itemDay, monthNumber, monthYear } from '../core/calendar.ts';
import { monthLabel } from '../core/month-names.ts';
import { PRODUCT_NAME } from '../core/product.ts';
import { alarmSecondsBeforeDay } from '../core/reminder-settings.ts';
import { dollarsAndCents } from '../core/reminder-text.ts';
import { hashUrlSecret, newUrlSecret } from '../url-secret.ts';

/** The feed covers the current month and this many after it. */
export const FEED_MONTHS_AHEAD = 5;

const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** A new feed secret: 256 random bits, URL-safe base64. Only its hash is stored. */
export const newFeedSecret = newUrlSecret;

/** The secret of a feed file name '<secret>.ics', or null for anything else. */
export function secretOfFileName(file: string): string | null {
  const secret = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  return SECRET.test(secret) ? secret : null;
}

export const hashFeedSecret = hashUrlSecret;

export const feedUrl = (appOrigin: string, secret: string) => `${appOrigin}/api/calendar-feed/${secret}.ics`;

export interface FeedExpense {
  id: number | string;
  month: string;
  name: string;
  amount: number;
  due_date: string | null;
  is_paid: boolean;
}

/** When the feed's alarms ring: the owner's reminder lead time and time of day (public.calendar_feed_alarm). */
export interface FeedAlarm {
  days_before: number;
  remind_at: string;
}

/**
 * The bills as an iCalendar file (RFC 5545): one all-day event per expense on its due day (a day past the
 * month's end is its last day), titled with its name and amount, with an alarm (VALARM) at the owner's
 * reminder lead time. The UID is the expense's, so an event keeps its identity from one fetch to the next.
 */
export function billsCalendar(expenses: readonly FeedExpense[], host: string, alarm: FeedAlarm): string {
  const calendar = ical({
    name: `${PRODUCT_NAME} bills`,
    prodId: { company: PRODUCT_NAME, product: 'Bills', language: 'EN' },
  });
  for (const expense of expenses) {
    const day = Math.min(itemDay(expense.due_date), daysInMonth(expense.month));
    const event = calendar.createEvent({
      id: `expense-${expense.id}@${host}`,
      start: new Date(Date.UTC(monthYear(expense.month), monthNumber(expense.month) - 1, day)),
      allDay: true,
      summary: `${expense.name} — ${dollarsAndCents(expense.amount)}`,
      description: `${expense.is_paid ? 'Paid.' : 'Not paid yet.'} From your ${PRODUCT_NAME} budget for ${monthLabel(expense.month)}.`,
    });
    event
      .createAlarm({
        type: ICalAlarmType.display,
        trigger: alarmSecondsBeforeDay(alarm.days_before, alarm.remind_at),
        description: `Bill due: ${expense.name} — ${dollarsAndCents(expense.amount)}`,
      })
      // Said outright: ical-generator relates an alarm after the start to the event's end unless told, and
      // reads `relatesTo` only from this call, not from createAlarm's data.
      .relatesTo(ICalAlarmRelatesTo.start);
  }
  return calendar.toString();
}

/** The months the feed covers: the current one (UTC) and FEED_MONTHS_AHEAD after it. */
export function feedMonths(currentMonth: string): { first: string; last: string } {
  return { first: currentMonth, last: addMonths(currentMonth, FEED_MONTHS_AHEAD) };
}

// The words of a reminder, the same in a push notification and an email.
import { monthKeyOfIsoDate, type IsoDate } from './iso-date.ts';
import { shortMonthName } from './month-names.ts';
import { PRODUCT_NAME } from './product.ts';
import { addDays, type BillsReminder, type DueReminder, type PaydayReminder } from './reminders-due.ts';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole US dollars as every screen shows them (half a dollar rounding away from zero): '$1,265', '-$40'. */
export function reminderDollars(cents: number): string {
  const dollars = Math.round(Math.abs(cents) / 100);
  return wholeDollars.format(cents < 0 && dollars !== 0 ? -dollars : dollars);
}

const dollarsAndCentsFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars with their cents, as the API's messages and the calendar feed write them: '$1,200.00'. */
export function dollarsAndCents(cents: number): string {
  return dollarsAndCentsFormat.format(cents / 100);
}

/** 'Mar 20' */
export function shortDate(date: IsoDate): string {
  return `${shortMonthName(monthKeyOfIsoDate(date))} ${Number(date.slice(8, 10))}`;
}

/** 'today', 'tomorrow', or 'Mar 20' for a bill further ahead, seen from the person's local date. */
export function dueWhen(reminder: Pick<BillsReminder, 'today' | 'dueOn'>): string {
  if (reminder.dueOn === reminder.today) return 'today';
  return reminder.dueOn === addDays(reminder.today, 1) ? 'tomorrow' : shortDate(reminder.dueOn);
}

/** 'Due tomorrow: Rent $1,200, Phone $65 — $1,265' (a single bill without the total). */
export function billsReminderText(reminder: BillsReminder): string {
  const list = reminder.bills.map((bill) => `${bill.name} ${reminderDollars(bill.amount)}`).join(', ');
  const total = reminder.bills.reduce((sum, bill) => sum + bill.amount, 0);
  const when = dueWhen(reminder);
  return `Due ${when}: ${list}${reminder.bills.length > 1 ? ` — ${reminderDollars(total)}` : ''}`;
}

/** 'Payday: $2,000 in. $640 left after bills until Mar 20.' */
export function paydayReminderText(reminder: PaydayReminder): string {
  return (
    `Payday: ${reminderDollars(reminder.income)} in. ` +
    `${reminderDollars(reminder.left)} left after bills until ${shortDate(reminder.nextPayday)}.`
  );
}

export interface ReminderMessage {
  title: string;
  body: string;
  /** The app's path of the month the reminder is about: tapping the notification opens it. */
  path: string;
  /** One notification per reminder: a later one with the same tag replaces it on the device. */
  tag: string;
}

/** The notification (and email) for one due reminder. */
export function reminderMessage(reminder: DueReminder): ReminderMessage {
  const date = reminder.kind === 'bills' ? reminder.dueOn : reminder.payday;
  const month = monthKeyOfIsoDate(date);
  return reminder.kind === 'bills'
    ? {
        title: `${PRODUCT_NAME}: bills due ${dueWhen(reminder)}`,
        body: billsReminderText(reminder),
        path: `/budget?month=${month}`,
        tag: `bills-${reminder.dueOn}`,
      }
    : {
        title: `${PRODUCT_NAME}: payday`,
        body: paydayReminderText(reminder),
        path: `/budget?month=${month}`,
        tag: `payday-${reminder.payday}`,
      };
}

// What is due for one person at one instant: the bills to remind of and the payday note, from their settings,
// their budget's pay schedule and the items of the months involved. Pure: the reminders function loads the
// items, asks this, and records what it sent under the keys given here.
import { paidFromGoals } from './budget-sections.ts';
import { addMonths, daysInMonth, type MonthKey } from './calendar.ts';
import { isoDateInMonth, monthKeyOfIsoDate, parseIsoDate, type IsoDate } from './iso-date.ts';
import { localTimeAt, minutesOfClockTime } from './local-time.ts';
import { paydaysInMonth, type PaySchedule } from './pay-schedule.ts';
import type { ReminderSettings } from './reminder-settings.ts';
import { itemDayWithin } from './sections.ts';

export interface ReminderBill {
  id: number;
  name: string;
  amount: number;
  dueDate: string | null;
  isPaid: boolean;
  /** 'carryover' marks the balance carried in from last month, which is not a bill. */
  category: string;
  /** The Future Goal it is the bill of; absent or null when none. */
  goalId?: number | null;
}

export interface ReminderIncome {
  amount: number;
  dueDate: string | null;
}

/** One month of a budget: absent from the map when the month has no budget. */
export interface ReminderMonth {
  expenses: readonly ReminderBill[];
  incomes: readonly ReminderIncome[];
}

export type ReminderMonths = ReadonlyMap<MonthKey, ReminderMonth>;

/**
 * While the goals' set-asides are in the budget: what each payday sets aside for the goals, in cents, as planned
 * the day before (setAsidePlanDay) or as ticked. Absent while the switch is off.
 */
export type ReminderSetAsides = ReadonlyMap<IsoDate, number>;

export interface BillsReminder {
  kind: 'bills';
  /** The person's local date when the reminder is sent. */
  today: IsoDate;
  dueOn: IsoDate;
  bills: ReminderBill[];
}

export interface PaydayReminder {
  kind: 'payday';
  payday: IsoDate;
  /** Income due on the payday, in cents. */
  income: number;
  /**
   * The income less every bill from the payday up to the day before the next one; while the set-asides are in the
   * budget, less the payday's set-aside too and without the goals' bills.
   */
  left: number;
  nextPayday: IsoDate;
}

export type DueReminder = BillsReminder | PaydayReminder;

/** What a reminder is recorded under: its subject ('expense:<id>' or 'payday') and date. */
export interface SentKey {
  subject: string;
  date: IsoDate;
}

/** Bills carried over as a balance are not bills to pay. */
const CARRYOVER = 'carryover';

/** The date `days` after `date` (before, when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`not a date (YYYY-MM-DD): ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days)).toISOString().slice(0, 10);
}

/**
 * The latest of the person's local dates whose reminder time has come: today once their clocks reach it, else
 * yesterday (so a time after the day's last pass is caught by the first pass of the next day). Read afresh at
 * each pass: a time that a daylight-saving change skips is reached at the first minute after the jump, and a
 * repeated hour only repeats a day whose reminders are already recorded, so a change never skips or doubles one.
 */
export function reminderDay(settings: ReminderSettings, now: Date): IsoDate {
  const local = localTimeAt(now, settings.timeZone);
  return local.minutes >= minutesOfClockTime(settings.bills.time) ? local.date : addDays(local.date, -1);
}

/** The unpaid bills of `months` due on `date`, in budget order. */
export function billsDueOn(months: ReminderMonths, date: IsoDate): ReminderBill[] {
  const month = monthKeyOfIsoDate(date);
  const length = daysInMonth(month);
  const day = Number(date.slice(8, 10));
  return (months.get(month)?.expenses ?? []).filter(
    (bill) => !bill.isPaid && bill.category !== CARRYOVER && itemDayWithin(bill.dueDate, length) === day,
  );
}

/** The bills reminder due at `now`: the unpaid bills due `daysBefore` days after the reminder day, if any. */
export function billsReminderAt(
  settings: ReminderSettings,
  now: Date,
  months: ReminderMonths,
): BillsReminder | null {
  if (!settings.bills.enabled) return null;
  const today = localTimeAt(now, settings.timeZone).date;
  const dueOn = addDays(reminderDay(settings, now), settings.bills.daysBefore);
  // A reminder caught after midnight for a bill due the day before is too late to help.
  if (dueOn < today) return null;
  const bills = billsDueOn(months, dueOn);
  return bills.length ? { kind: 'bills', today, dueOn, bills } : null;
}

/** The first payday after `date`: later in its month, else the first of the next month. */
export function nextPaydayAfter(schedule: PaySchedule, date: IsoDate): IsoDate {
  const month = monthKeyOfIsoDate(date);
  const day = Number(date.slice(8, 10));
  const later = paydaysInMonth(schedule, month).find((payday) => payday > day);
  if (later !== undefined) return isoDateInMonth(month, later);
  const next = addMonths(month, 1);
  return isoDateInMonth(next, paydaysInMonth(schedule, next)[0] ?? 1);
}

/**
 * The payday note due at `now`: on a payday of the schedule (local date, once the reminder time has come), when
 * its month has a budget. What came in is the income due that day; what is left takes off every bill due from
 * the payday to the day before the next one, paid or not, since each is paid from this paycheck. With
 * `setAsides`, the payday's set-aside is one more such bill and a goal's bill is none (paidFromGoals).
 */
export function paydayReminderAt(
  settings: ReminderSettings,
  schedule: PaySchedule,
  now: Date,
  months: ReminderMonths,
  setAsides?: ReminderSetAsides,
): PaydayReminder | null {
  if (!settings.payday.enabled) return null;
  const payday = reminderDay(settings, now);
  const month = monthKeyOfIsoDate(payday);
  const budget = months.get(month);
  if (!budget || !paydaysInMonth(schedule, month).includes(Number(payday.slice(8, 10)))) return null;
  const nextPayday = nextPaydayAfter(schedule, payday);
  const income = sumOn(budget.incomes, month, (day) => day === payday);
  let bills = setAsides?.get(payday) ?? 0;
  for (const key of new Set([month, monthKeyOfIsoDate(nextPayday)])) {
    const expenses = (months.get(key)?.expenses ?? []).filter(
      (bill) =>
        bill.category !== CARRYOVER &&
        !paidFromGoals({ kind: 'expense', goalId: bill.goalId }, setAsides !== undefined),
    );
    bills += sumOn(expenses, key, (day) => day >= payday && day < nextPayday);
  }
  return { kind: 'payday', payday, income, left: income - bills, nextPayday };
}

/** Everything due for the person at `now`, bills first. */
export function remindersDueAt(
  settings: ReminderSettings,
  schedule: PaySchedule,
  now: Date,
  months: ReminderMonths,
  setAsides?: ReminderSetAsides,
): DueReminder[] {
  const bills = billsReminderAt(settings, now, months);
  const payday = paydayReminderAt(settings, schedule, now, months, setAsides);
  return [...(bills ? [bills] : []), ...(payday ? [payday] : [])];
}

/**
 * The day the payday note's set-aside is planned from: the day before the reminder day, so the payday's
 * set-aside is the one the budget showed before it came (a payday on or before the plan's day sets nothing aside).
 */
export function setAsidePlanDay(settings: ReminderSettings, now: Date): IsoDate {
  return addDays(reminderDay(settings, now), -1);
}

/**
 * The months whose items `remindersDueAt` may read at `now`: the reminder day's month and the next (a bill at
 * most MAX_DAYS_BEFORE days ahead, and the next payday, are never further).
 */
export function reminderMonthsAt(settings: ReminderSettings, now: Date): MonthKey[] {
  const month = monthKeyOfIsoDate(reminderDay(settings, now));
  return [month, addMonths(month, 1)];
}

/**
 * What a sent reminder is recorded under, with its date, channel and device: one key per bill ('expense:<id>',
 * due date), and 'payday' on the payday. The record is unique, so each is sent at most once per device.
 */
export function sentKeys(reminder: DueReminder): SentKey[] {
  if (reminder.kind === 'payday') return [{ subject: 'payday', date: reminder.payday }];
  return reminder.bills.map((bill) => ({ subject: billKey(bill), date: reminder.dueOn }));
}

/**
 * The reminder as far as `subjects` (keys of `sentKeys`) cover it: the bills among them, or the payday note
 * when its key is there; null when they cover nothing of it.
 */
export function reminderOfKeys(reminder: DueReminder, subjects: ReadonlySet<string>): DueReminder | null {
  const kept = sentKeys(reminder).filter((key) => subjects.has(key.subject));
  if (kept.length === 0) return null;
  if (reminder.kind === 'payday') return reminder;
  return { ...reminder, bills: reminder.bills.filter((bill) => subjects.has(billKey(bill))) };
}

function billKey(bill: ReminderBill): string {
  return `expense:${bill.id}`;
}

function sumOn(
  items: readonly { amount: number; dueDate: string | null }[],
  month: MonthKey,
  keep: (date: IsoDate) => boolean,
): number {
  const length = daysInMonth(month);
  let total = 0;
  for (const item of items) {
    if (keep(isoDateInMonth(month, itemDayWithin(item.dueDate, length)))) total += item.amount;
  }
  return total;
}

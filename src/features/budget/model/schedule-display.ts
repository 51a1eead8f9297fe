// What the budget screen says about a pay schedule: which month's bills the verdict weighs, the paychecks it
// offers to add, and whether it flags short sections. The spec's default schedule keeps the spec's texts.
import { ordinalDay } from '@halfwise/core/display.ts';
import { DEFAULT_PAY_SCHEDULE, type PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { latestPaycheckAmount, missingPaychecks } from '@halfwise/core/paychecks.ts';
import { monthSections, sectionIndexOfDay, type MonthSection } from '@halfwise/core/sections.ts';
import { toSectionItem } from '../../../domain/budget-view.ts';
import type { BudgetItem } from '../../../domain/items.ts';
import { formatDollars } from '../../../domain/money.ts';
import { dateInMonth, daysInMonth, shortMonthName, type MonthKey } from '../../../domain/month.ts';

/** The 1st and the 15th: a person who never set a schedule sees exactly the spec's screen. */
export function isDefaultSchedule(schedule: PaySchedule): boolean {
  const [first, second] = DEFAULT_PAY_SCHEDULE.kind === 'semimonthly' ? DEFAULT_PAY_SCHEDULE.days : [];
  return schedule.kind === 'semimonthly' && schedule.days[0] === first && schedule.days[1] === second;
}

/**
 * The bills of next month the verdict weighs: those before its first payday after the 1st. 'early bills' for
 * the default schedule, 'bills before the 12th', or 'bills' when next month has no payday after the 1st.
 */
export function verdictBills(schedule: PaySchedule, nextMonth: MonthKey): string {
  if (isDefaultSchedule(schedule)) return 'early bills';
  const [first] = monthSections(schedule, nextMonth);
  if (!first || first.endDay === daysInMonth(nextMonth)) return 'bills';
  return `bills before the ${ordinalDay(first.endDay + 1)}`;
}

export interface PaycheckOffer {
  section: number;
  /** 'MM/DD/YYYY': the payday. */
  dueDate: string;
  amount: number;
  label: string;
}

/** The name a paycheck added from an offer gets. */
export const OFFERED_PAYCHECK_NAME = 'Paycheck';

/**
 * Each payday of the month with no income on it, offered with the amount of the month's latest paycheck
 * ('Add your May 15 paycheck of $2,000'); none for the default schedule, or while there is no paycheck to copy.
 */
export function paycheckOffers(
  schedule: PaySchedule,
  month: MonthKey,
  items: readonly BudgetItem[],
  sections: readonly MonthSection[],
): PaycheckOffer[] {
  if (isDefaultSchedule(schedule)) return [];
  const dated = items.map(toSectionItem);
  const amount = latestPaycheckAmount(schedule, month, dated);
  if (amount === null) return [];
  return missingPaychecks(schedule, month, dated).map((date) => {
    const day = Number(date.slice(8, 10));
    return {
      section: sectionIndexOfDay(sections, day),
      dueDate: dateInMonth(month, day),
      amount,
      label: `Add your ${shortMonthName(month)} ${day} paycheck of ${formatDollars(amount)}`,
    };
  });
}

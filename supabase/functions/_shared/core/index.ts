// The pure core of pay schedules and sections, shared by the api function and the SPA: no I/O, no framework.
export { DEFAULT_PAY_SCHEDULE, PAY_SCHEDULE_KINDS, paydaysInMonth } from './pay-schedule.ts';
export type { PaySchedule, PayScheduleKind } from './pay-schedule.ts';
export { PAY_SCHEDULE_MESSAGES, payScheduleSchema } from './pay-schedule-schema.ts';
export { isIsoDate } from './iso-date.ts';
export type { IsoDate } from './iso-date.ts';
export { itemDayInMonth, monthSections, sectionIndexOfDay } from './sections.ts';
export type { MonthSection } from './sections.ts';
export { signedAmount, unpaidAmount } from './section-item.ts';
export type { ItemKind, SectionItem } from './section-item.ts';
export { budgetSections } from './budget-sections.ts';
export type { BudgetSection } from './budget-sections.ts';
export { lowestPoint, SAME_DAY_ORDER } from './low-point.ts';
export type { DatedAmount, LowPoint } from './low-point.ts';
export { coverageVerdict, nextMonthNeed, shortSections } from './verdict.ts';
export type { Verdict, VerdictStatus } from './verdict.ts';
export { copyDateForward, latestPaycheckAmount, missingPaychecks, moveDateToSection } from './paychecks.ts';
export type { CopiedDate } from './paychecks.ts';
export {
  closingBalanceLabel,
  MONTH_END_BALANCE_LABEL,
  ordinalDay,
  remainingForBillsDay,
  remainingForBillsName,
  sectionTitle,
  shortSectionMessage,
} from './display.ts';

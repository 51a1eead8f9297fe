// A month's items placed in its sections, with each section's closing balance, low point and bills left to pay.
import { daysInMonth, type MonthKey } from './calendar.ts';
import { isoDateInMonth } from './iso-date.ts';
import type { IsoDate } from './iso-date.ts';
import { lowestPoint, type DatedAmount, type LowPoint } from './low-point.ts';
import type { PaySchedule } from './pay-schedule.ts';
import { itemDayWithin, monthSections, sectionIndexOfDay, type MonthSection } from './sections.ts';
import {
  isOpeningMoney,
  signedAmount,
  unpaidAmount,
  type ItemKind,
  type SectionItem,
} from './section-item.ts';
import type { SetAsideAmount } from './set-aside-lines.ts';

/**
 * The goals' set-asides in the budget (the Goals screen's switch on): each payday section's line by its first day,
 * taken from that paycheck on its day, after its income; an expense that is a goal's bill (`goalId`) is paid from
 * what was set aside, so it counts against no paycheck.
 */
export interface GoalsInBudget {
  lines: ReadonlyMap<IsoDate, SetAsideAmount>;
}

/** An expense the goals' set-asides pay, while they are in the budget (`inBudget`). */
export function paidFromGoals(item: Pick<SectionItem, 'kind' | 'goalId'>, inBudget: boolean): boolean {
  return inBudget && item.kind === 'expense' && item.goalId != null;
}

export interface BudgetSection extends MonthSection {
  /** Ids in the order the items were given. */
  incomeIds: number[];
  expenseIds: number[];
  /**
   * The balance it opens with: the previous section's closing balance; for the first, carry-forward plus the
   * opening money (isOpeningMoney) dated on the 1st, which counts at the very start of the month.
   */
  openingBalance: number;
  /** openingBalance + income − expenses. */
  endBalance: number;
  lowest: LowPoint;
  /** Expenses not marked paid, in cents. */
  unpaid: number;
}

/**
 * Every item in the section holding its due day; balances chain from the money the month opens with (carry-forward
 * and the opening money dated on the 1st) through the sections, each day's income before its bills.
 */
export function budgetSections<T extends SectionItem>(
  schedule: PaySchedule,
  month: MonthKey,
  items: readonly T[],
  carryForward: number,
  goals?: GoalsInBudget,
): BudgetSection[] {
  const sections = monthSections(schedule, month);
  // Each section's items, and the same items as dated amounts, for its low point.
  const heldIn = sections.map(() => [] as T[]);
  const datedIn = sections.map(() => [] as DatedAmount[]);
  const length = daysInMonth(month);
  let balance = carryForward;
  for (const item of items) {
    const day = itemDayWithin(item.dueDate, length);
    const index = sectionIndexOfDay(sections, day);
    heldIn[index]?.push(item);
    if (paidFromGoals(item, goals !== undefined)) continue;
    if (day === 1 && isOpeningMoney(item)) balance += item.amount;
    else datedIn[index]?.push({ day, kind: item.kind, amount: item.amount });
  }
  const lineOf = (section: MonthSection) => (section.payday ? goals?.lines.get(section.start) : undefined);
  return sections.map((section, index) => {
    const held = (heldIn[index] ?? []).filter((item) => !paidFromGoals(item, goals !== undefined));
    const line = lineOf(section);
    const entries = datedIn[index] ?? [];
    if (line) entries.push({ day: section.startDay, kind: 'expense', amount: line.amount });
    const openingBalance = balance;
    const lowest = lowestPoint(balance, section.startDay, entries, (day) => isoDateInMonth(month, day));
    balance = entries.reduce((sum, entry) => sum + signedAmount(entry), balance);
    // Spelled out, not spread: spreading the section into a larger object takes V8's slow path, which tripled
    // the time of this function (every budget read runs it).
    const { start, end, startDay, endDay, payday } = section;
    return {
      start,
      end,
      startDay,
      endDay,
      payday,
      openingBalance,
      incomeIds: idsOf(heldIn[index] ?? [], 'income'),
      expenseIds: idsOf(heldIn[index] ?? [], 'expense'),
      endBalance: balance,
      lowest,
      unpaid: unpaidAmount(held) + (line && !line.paid ? line.amount : 0),
    };
  });
}

function idsOf(items: readonly SectionItem[], kind: ItemKind): number[] {
  return items.filter((item) => item.kind === kind).map((item) => item.id);
}

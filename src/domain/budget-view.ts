// Core §1 / §2: the month cut at its paydays into sections (the core's budgetOutlook, the arithmetic the API
// answers with too), each with its listed rows and closing balance, and the verdict on next month.
import { budgetOutlook } from '@halfwise/core/budget-outlook.ts';
import type { BudgetSection } from '@halfwise/core/budget-sections.ts';
import type { BudgetSectionWire } from '@halfwise/core/contract/budget.ts';
import { DEFAULT_PAY_SCHEDULE, type PaySchedule } from '@halfwise/core/pay-schedule.ts';
import type { SectionItem } from '@halfwise/core/section-item.ts';
import type { SetAsideLine } from '@halfwise/core/set-aside-lines.ts';
import type { Verdict } from '@halfwise/core/verdict.ts';
import { compareItems, hiddenFromLate } from './items.ts';
import type { BudgetItem } from './items.ts';
import type { MonthKey } from './month.ts';

export interface SectionView {
  section: BudgetSection;
  /** The rows listed, sorted: without the ones core §2 hides after the first section. */
  items: BudgetItem[];
  /** Its derived 'Future Goals' line (a payday section while the set-asides are in the budget); null otherwise. */
  setAside: SetAsideLine | null;
}

/** What a budget read says of a section's set-aside line (absent fields: the switch is off). */
export type SetAsideOfSection = Pick<
  BudgetSectionWire,
  'start' | 'payday' | 'setAside' | 'setAsidePaid' | 'setAsideParts'
>;

export interface BudgetView {
  sections: SectionView[];
  monthEndBalance: number;
  /** Next month's coverage; null while next month is unknown. */
  verdict: Verdict | null;
}

export function toSectionItem(item: BudgetItem): SectionItem {
  return {
    id: item.id,
    kind: item.kind,
    amount: item.amount,
    dueDate: item.dateValue,
    isPaid: item.isPaid,
    name: item.name,
    goalId: item.goalId,
  };
}

/** Income minus expenses of some items, in cents. */
export function netAmount(items: readonly BudgetItem[]): number {
  return items.reduce((sum, item) => sum + (item.kind === 'income' ? item.amount : -item.amount), 0);
}

/**
 * Hidden rows still count in the balances: they are only left out of the lists after the first section (the
 * default schedule's late half). `nextMonthItems`: undefined while loading, null when next month has no budget.
 */
export function buildBudgetView(
  items: readonly BudgetItem[],
  carryForward: number,
  month: MonthKey,
  schedule: PaySchedule = DEFAULT_PAY_SCHEDULE,
  nextMonthItems?: readonly BudgetItem[] | null,
  setAsides?: readonly SetAsideOfSection[],
): BudgetView {
  const lines = setAsideLinesOf(setAsides);
  const outlook = budgetOutlook(
    schedule,
    month,
    items.map(toSectionItem),
    carryForward,
    nextMonthItems ? nextMonthItems.map(toSectionItem) : null,
    lines && { lines },
  );
  const sorted = [...items].sort(compareItems);
  const sections = outlook.sections.map((section): SectionView => ({
    section,
    items: [],
    setAside: shownLine(lines, section),
  }));
  // Each row goes where the core placed it (opening money counts on the 1st, wherever it is dated).
  const placed = sectionOfEachItem(outlook.sections);
  for (const item of sorted) {
    const index = placed[item.kind].get(item.id) ?? 0;
    if (index > 0 && hiddenFromLate(item)) continue;
    sections[index]?.items.push(item);
  }
  return {
    sections,
    monthEndBalance: outlook.sections.at(-1)?.endBalance ?? carryForward,
    verdict: nextMonthItems === undefined ? null : outlook.verdict,
  };
}

/**
 * The lines the read carries, by payday, the way the server counted them; undefined while the switch is off (no
 * section says whether its line is paid), so the month is computed exactly as before.
 */
function setAsideLinesOf(
  setAsides: readonly SetAsideOfSection[] | undefined,
): Map<string, SetAsideLine> | undefined {
  const on = setAsides?.filter((section) => section.payday && section.setAsidePaid !== undefined) ?? [];
  if (on.length === 0) return undefined;
  return new Map(
    on.map((section): [string, SetAsideLine] => [
      section.start,
      {
        amount: section.setAside ?? 0,
        paid: section.setAsidePaid ?? false,
        parts: section.setAsideParts ?? [],
      },
    ]),
  );
}

/** A payday's line as a row: only when it sets something aside or was ticked (a past payday's 0 is no row). */
function shownLine(lines: ReadonlyMap<string, SetAsideLine> | undefined, section: BudgetSection) {
  const line = section.payday ? lines?.get(section.start) : undefined;
  return line && (line.amount > 0 || line.paid) ? line : null;
}

/** The section index of every income and every expense, by id (ids are per table). */
function sectionOfEachItem(
  sections: readonly BudgetSection[],
): Record<BudgetItem['kind'], Map<number, number>> {
  const placed = { income: new Map<number, number>(), expense: new Map<number, number>() };
  sections.forEach((section, index) => {
    for (const id of section.incomeIds) placed.income.set(id, index);
    for (const id of section.expenseIds) placed.expense.set(id, index);
  });
  return placed;
}

/** Every listed row, section by section. */
export function listedItems(view: BudgetView): BudgetItem[] {
  return view.sections.flatMap((section) => section.items);
}

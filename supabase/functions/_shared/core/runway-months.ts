// The months a runway walks through: each one as the person set it up, or, without a budget (or with an empty one,
// which the screen shows as "No Budget"), projected exactly as a copy forward of their latest month before it would
// build it (the copy's own code, under their pay schedule).
import { addMonths, type MonthKey } from './calendar.ts';
import { CARRIED_LEFTOVER_NAME, carryLeftover, openingDate } from './carry-leftover.ts';
import { copyDatesForward } from './copy-forward.ts';
import type { PaySchedule } from './pay-schedule.ts';
import type { SectionItem } from './section-item.ts';

/** A month's budget as stored: its carry-forward and its items. */
export interface RunwayBudget {
  month: MonthKey;
  carryForward: number;
  items: readonly SectionItem[];
}

/** A month as the runway reads it; `projected` when it has no budget and was built from `source`. */
export interface RunwayMonth extends RunwayBudget {
  projected: boolean;
  /** The month a projected month is copied from (null when there was none to copy: an empty month). */
  source: MonthKey | null;
}

/** The month a copy forward into `target` starts from: the latest budget before it with items, or null. */
export function latestBudgetBefore(budgets: readonly RunwayBudget[], target: MonthKey): RunwayBudget | null {
  let latest: RunwayBudget | null = null;
  for (const budget of budgets) {
    if (budget.items.length === 0 || budget.month >= target) continue;
    if (latest === null || budget.month > latest.month) latest = budget;
  }
  return latest;
}

/**
 * `target` copied forward from `source`: the carry-forward as the copy keeps it, each item dated as
 * copyDatesForward dates it, the paychecks the target's schedule has no payday for left out. Into the month right
 * after the source, the copy carries the source's leftover as opening money (carryLeftover). The copy marks
 * nothing paid, and neither does the projection.
 */
export function projectMonth(schedule: PaySchedule, source: RunwayBudget, target: MonthKey): RunwayBudget {
  const fates = copyDatesForward(schedule, source.month, target, source.items);
  const carried =
    target === addMonths(source.month, 1)
      ? carryLeftover(schedule, source.month, source.items, source.carryForward)
      : null;
  const items: SectionItem[] = [];
  if (carried && carried.holder === null && carried.amount > 0) {
    const dueDate = openingDate(null, target);
    items.push({
      id: 0,
      kind: 'income',
      amount: carried.amount,
      dueDate,
      name: CARRIED_LEFTOVER_NAME,
      isPaid: false,
    });
  }
  source.items.forEach((item, index) => {
    const fate = fates[index];
    if (!fate?.copied || carried?.dropped.includes(index)) return;
    if (index === carried?.holder)
      items.push({
        ...item,
        amount: carried.amount,
        dueDate: openingDate(item.dueDate, target),
        keptDay: null,
        isPaid: false,
      });
    else items.push({ ...item, dueDate: fate.dueDate, keptDay: fate.keptDay, isPaid: false });
  });
  return { month: target, carryForward: carried?.carryForward ?? source.carryForward, items };
}

/** Looks up each month once: the person's budget when they have one, else its projection. */
export function runwayMonthReader(
  schedule: PaySchedule,
  budgets: readonly RunwayBudget[],
): (month: MonthKey) => RunwayMonth {
  const byMonth = new Map(
    budgets.filter((budget) => budget.items.length > 0).map((budget) => [budget.month, budget]),
  );
  const read = new Map<MonthKey, RunwayMonth>();
  return (month) => {
    const known = read.get(month);
    if (known) return known;
    const budget = byMonth.get(month);
    const source = budget ? null : latestBudgetBefore(budgets, month);
    const built: RunwayMonth = budget
      ? { ...budget, projected: false, source: null }
      : source
        ? { ...projectMonth(schedule, source, month), projected: true, source: source.month }
        : { month, carryForward: 0, items: [], projected: true, source: null };
    read.set(month, built);
    return built;
  };
}

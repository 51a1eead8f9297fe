// The budget's derived 'Future Goals' lines (docs/domain.md "Goals funded by paycheck"): one per section that opens
// on a payday while the set-asides go into the budget, never stored; only its paid tick is.
import type { GoalPlan } from './goal-plan.ts';
import type { IsoDate } from './iso-date.ts';

/** One goal's part of a payday's set-aside, in cents. */
export interface GoalPart {
  goalId: number;
  amount: number;
}

/** A set-aside ticked paid: its amount and parts as they were when ticked (the plan no longer counts that payday). */
export interface SetAsideTick {
  date: IsoDate;
  amount: number;
  parts: GoalPart[];
}

/** The line of a payday: what that paycheck sets aside for the goals, each goal's part, and whether it is ticked. */
export interface SetAsideLine {
  amount: number;
  paid: boolean;
  parts: GoalPart[];
}

/** What the section arithmetic reads of a line. */
export type SetAsideAmount = Pick<SetAsideLine, 'amount' | 'paid'>;

/** The line of `date`: its tick when ticked, else each goal's planned set-aside on that payday (none: 0). */
export function setAsideLineOn(
  plans: ReadonlyMap<number, GoalPlan>,
  ticks: ReadonlyMap<IsoDate, SetAsideTick>,
  date: IsoDate,
): SetAsideLine {
  const tick = ticks.get(date);
  if (tick) return { amount: tick.amount, paid: true, parts: tick.parts };
  const parts: GoalPart[] = [];
  for (const [goalId, plan] of plans) {
    const amount =
      [...plan.setAsides, ...plan.laterSetAsides].find((entry) => entry.date === date)?.amount ?? 0;
    if (amount > 0) parts.push({ goalId, amount });
  }
  return { amount: parts.reduce((sum, part) => sum + part.amount, 0), paid: false, parts };
}

/** How the budget names a payday's line (the spec's own 'Future Goals' expense has this name too). */
export const SET_ASIDE_LINE_NAME = 'Future Goals';
export const SET_ASIDE_LINE_EMOJI = '🚀';

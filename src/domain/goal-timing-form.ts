import type { GoalTiming } from '@halfwise/core/goal-plan.ts';
import {
  GOAL_TIMING_MESSAGES,
  MAX_REPEAT_MONTHS,
  MIN_REPEAT_MONTHS,
  UNDATED,
} from '@halfwise/core/goal-timing.ts';
import { isIsoDate } from '@halfwise/core/iso-date.ts';
import { shortDate } from './goal-plan-line.ts';
import { isMonthKey, monthYear, shortMonthName, type MonthKey } from './month.ts';

/** When a goal is due, as the Goals screen's date dialog edits it (docs/goals-screen.md). */

export type TimingKind = 'none' | 'month' | 'repeat';

export interface TimingDraft {
  kind: TimingKind;
  /** 'yyyy-MM', as `<input type="month">` gives it. */
  month: string;
  /** Whole months, as typed. */
  every: string;
  /** 'YYYY-MM-DD', as `<input type="date">` gives it. */
  nextDue: string;
}

/** What an undated goal's date says (its row shows only the 'Add a date' icon). */
export const UNDATED_LABEL = 'No date';

/** What the goal's date button says. */
export function timingLabel(timing: GoalTiming): string {
  if (timing.repeatMonths !== null && timing.nextDue !== null) {
    const every = timing.repeatMonths === 1 ? 'month' : `${timing.repeatMonths} months`;
    return `Every ${every}, next due ${shortDate(timing.nextDue)}`;
  }
  if (timing.targetMonth !== null)
    return `By ${shortMonthName(timing.targetMonth)} ${monthYear(timing.targetMonth)}`;
  return UNDATED_LABEL;
}

/** The dialog opens on what the goal has; a repeating goal's every and due day, or a month from `thisMonth`. */
export function timingDraft(timing: GoalTiming, thisMonth: MonthKey): TimingDraft {
  const kind: TimingKind =
    timing.repeatMonths !== null ? 'repeat' : timing.targetMonth !== null ? 'month' : 'none';
  return {
    kind,
    month: timing.targetMonth ?? thisMonth,
    every: String(timing.repeatMonths ?? ''),
    nextDue: timing.nextDue ?? '',
  };
}

/** The timing a draft asks for, or the refusal the dialog shows (the API's own words, core goal-timing.ts). */
export function readTimingDraft(
  draft: TimingDraft,
  thisMonth: MonthKey,
): { ok: true; timing: GoalTiming } | { ok: false; field: 'month' | 'every' | 'nextDue'; message: string } {
  if (draft.kind === 'none') return { ok: true, timing: UNDATED };
  if (draft.kind === 'month') {
    if (!isMonthKey(draft.month))
      return { ok: false, field: 'month', message: GOAL_TIMING_MESSAGES.targetMonth };
    if (draft.month < thisMonth)
      return { ok: false, field: 'month', message: GOAL_TIMING_MESSAGES.pastTargetMonth };
    return { ok: true, timing: { ...UNDATED, targetMonth: draft.month } };
  }
  const every = Number(draft.every);
  if (!/^\d+$/.test(draft.every.trim()) || every < MIN_REPEAT_MONTHS || every > MAX_REPEAT_MONTHS)
    return { ok: false, field: 'every', message: GOAL_TIMING_MESSAGES.repeatMonths };
  if (!isIsoDate(draft.nextDue))
    return { ok: false, field: 'nextDue', message: GOAL_TIMING_MESSAGES.repeatNeedsDue };
  return { ok: true, timing: { targetMonth: null, repeatMonths: every, nextDue: draft.nextDue } };
}

/** The fields of `next` that differ from `goal`'s: what a PATCH sends (nothing when nothing changed). */
export function timingChanges(goal: GoalTiming, next: GoalTiming): Partial<GoalTiming> {
  const changes: Partial<GoalTiming> = {};
  if (goal.targetMonth !== next.targetMonth) changes.targetMonth = next.targetMonth;
  if (goal.repeatMonths !== next.repeatMonths) changes.repeatMonths = next.repeatMonths;
  if (goal.nextDue !== next.nextDue) changes.nextDue = next.nextDue;
  return changes;
}

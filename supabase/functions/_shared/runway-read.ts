// What GET /api/runway reads, in one statement as the caller (RLS applies): the budget owner's months around
// today, their pay schedule, the caller's cushion, this month's Future Goals balance and, while the owner has them
// in the budget, what the goals' set-asides are computed from; and the runway's request made of them for the core
// (the runway itself, a what-if on it, its plan).
import { addMonths, type MonthKey } from '@halfwise/core/calendar.ts';
import { monthKeyOfIsoDate, type IsoDate } from '@halfwise/core/iso-date.ts';
import {
  computeRunway,
  runwayMonths,
  type Runway,
  type RunwayGoals,
  type RunwayRequest,
} from '@halfwise/core/runway.ts';
import type { WhatIfContext } from '@halfwise/core/runway-what-if.ts';
import type { RunwayBudget } from '@halfwise/core/runway-months.ts';
import type { SectionItem } from '@halfwise/core/section-item.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { goalPlanJsonAfter, goalPlanJsonSql, setAsideLinesIn } from './goal-plan-read.ts';
import { payScheduleOfJson } from './pay-schedule-store.ts';
import { sqlStringLiteral } from './sql-literal.ts';

/** Months a runway of at most 12 paychecks can touch: last month (today's section may start there) to a year on. */
const MONTHS_BEFORE = 1;
const MONTHS_AFTER = 13;

export interface RunwayRow {
  /**
   * `[{ m, c, i: [[id, amount, date, name, keptDay]…], e: [[id, amount, dueDate, keptDay, goalId, name, isPaid,
   * fixedDate]…] }…]`, JSON text.
   */
  budgets: string;
  schedule: string | null;
  cushion: number | null;
  /** This month's Future Goals balance (the month of the goals' plan), 0 without its budget. */
  balance: number;
  /** goal_plan_json's text while the owner's set-asides are in the budget, else null. */
  goals: string | null;
}

/**
 * The owner's budgets from last month to a year on, and the latest one with items before them (where a copy
 * forward would start), read by public.runway_budgets_json (planned once per connection); parameter-free, so it
 * is one pipelined message. `today` and `planDay` (the goals' plan's date, as the budget reads it) must be valid.
 */
export function runwayReadSql(today: IsoDate, planDay: IsoDate): string {
  const month = monthKeyOfIsoDate(today);
  const first = sqlStringLiteral(addMonths(month, -MONTHS_BEFORE));
  const last = sqlStringLiteral(addMonths(month, MONTHS_AFTER));
  return `select public.runway_budgets_json(${first}, ${last}) as budgets,
  (select p.cushion from public.profiles p where p.id = auth.uid()) as cushion,
  ${goalsReadColumns(planDay)}`;
}

/** The owner's pay schedule, this month's Future Goals balance and goal_plan_json (while in the budget). */
function goalsReadColumns(planDay: IsoDate): string {
  const thisMonth = sqlStringLiteral(monthKeyOfIsoDate(planDay));
  return `public.pay_schedule_json(public.budget_owner()) as schedule,
  coalesce((select b.future_goals_balance from public.budgets b
            where b.user_id = public.budget_owner() and b.month = ${thisMonth}), 0) as balance,
  ${goalPlanJsonSql('public.budget_owner()', planDay, true)} as goals`;
}

/** What GET /api/goals/set-asides reads: RunwayRow without the budgets and the cushion. */
export type SetAsidesRow = Pick<RunwayRow, 'schedule' | 'balance' | 'goals'>;

/** GET /api/goals/set-asides' one statement; `planDay` must be a valid date. */
export function setAsidesReadSql(planDay: IsoDate): string {
  return `select ${goalsReadColumns(planDay)}`;
}

/**
 * Each payday's set-aside of the months the runway reads around `today`, by date, as the goals' plan makes them
 * with a Future Goals balance of `balance` (the plan of `replanGoals` below with the budgets as they are); none
 * while the set-asides are not in the budget.
 */
export function setAsidesWith(
  row: SetAsidesRow,
  today: IsoDate,
  balance: number,
  planDay: IsoDate,
): { date: IsoDate; amount: number }[] {
  if (row.goals === null) return [];
  const month = monthKeyOfIsoDate(today);
  const months = Array.from({ length: MONTHS_BEFORE + MONTHS_AFTER + 1 }, (_, index) =>
    addMonths(month, index - MONTHS_BEFORE),
  );
  const schedule = payScheduleOfJson(row.schedule);
  const lines = setAsideLinesIn(
    goalPlanJsonAfter(row.goals, balance, [], planDay),
    schedule,
    months,
    planDay,
  );
  return [...(lines ?? [])].map(([date, line]) => ({ date, amount: line.amount }));
}

type CompactIncome = [id: number, amount: number, date: string | null, name: string, keptDay: number | null];
type CompactExpense = [
  id: number,
  amount: number,
  dueDate: string | null,
  keptDay: number | null,
  goalId: number | null,
  name: string,
  isPaid: boolean,
  fixedDate: boolean,
];
interface CompactBudget {
  m: MonthKey;
  c: number;
  i: CompactIncome[];
  e: CompactExpense[];
}

function budgetsOf(text: string): RunwayBudget[] {
  return (JSON.parse(text) as CompactBudget[]).map(({ m, c, i, e }) => ({
    month: m,
    carryForward: c,
    items: [
      ...i.map(([id, amount, dueDate, name, keptDay]): SectionItem => ({
        id,
        kind: 'income',
        amount,
        dueDate,
        name,
        keptDay,
      })),
      ...e.map(([id, amount, dueDate, keptDay, goalId, name, isPaid, fixedDate]): SectionItem => ({
        id,
        kind: 'expense',
        amount,
        dueDate,
        keptDay,
        goalId,
        name,
        isPaid,
        fixedDate,
      })),
    ],
  }));
}

/** Each payday's set-aside of the months the runway walks, as the budget's lines have them (switch off: none). */
function goalsOf(
  goals: string | null,
  schedule: PaySchedule,
  today: IsoDate,
  paychecks: number,
  planDay: IsoDate,
): RunwayGoals | undefined {
  const lines = setAsideLinesIn(goals, schedule, runwayMonths(schedule, today, paychecks), planDay);
  return lines && { setAsides: new Map([...lines].map(([date, line]) => [date, line.amount])) };
}

/** The runway's request of runwayReadSql's one row, and what a what-if on it needs (docs/api.md "Runway"). */
export function runwayInputOf(
  rows: readonly RunwayRow[],
  today: IsoDate,
  paychecks: number,
  planDay: IsoDate,
): { request: RunwayRequest; context: WhatIfContext } {
  const [row] = rows;
  if (!row) throw new Error('the runway statement returned no row');
  const schedule = payScheduleOfJson(row.schedule);
  const goals = row.goals;
  const request: RunwayRequest = {
    schedule,
    from: today,
    paychecks,
    cushion: row.cushion ?? 0,
    budgets: budgetsOf(row.budgets),
    goals: goalsOf(goals, schedule, today, paychecks, planDay),
  };
  const context: WhatIfContext = {
    goalsBalance: row.balance,
    // The set-asides as the budget would plan them after saving the changes (the same plan, its input changed).
    replanGoals: (balance, budgets) =>
      goals === null
        ? undefined
        : goalsOf(goalPlanJsonAfter(goals, balance, budgets, planDay), schedule, today, paychecks, planDay),
  };
  return { request, context };
}

/** The runway of runwayReadSql's one row. */
export function runwayOf(
  rows: readonly RunwayRow[],
  today: IsoDate,
  paychecks: number,
  planDay: IsoDate,
): Runway {
  return computeRunway(runwayInputOf(rows, today, paychecks, planDay).request);
}

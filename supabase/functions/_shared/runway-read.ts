// What GET /api/runway reads, in one statement as the caller (RLS applies): the budget owner's months around
// today, their pay schedule, the caller's cushion and, while the owner has them in the budget, what the goals'
// set-asides are computed from; and the runway computed from them by the core.
import { addMonths, type MonthKey } from '@halfwise/core/calendar.ts';
import { monthKeyOfIsoDate, type IsoDate } from '@halfwise/core/iso-date.ts';
import { computeRunway, runwayMonths, type Runway, type RunwayGoals } from '@halfwise/core/runway.ts';
import type { RunwayBudget } from '@halfwise/core/runway-months.ts';
import type { SectionItem } from '@halfwise/core/section-item.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { goalPlanJsonSql, setAsideLinesIn } from './goal-plan-read.ts';
import { payScheduleOfJson } from './pay-schedule-store.ts';
import { sqlStringLiteral } from './sql-literal.ts';

/** Months a runway of at most 12 paychecks can touch: last month (today's section may start there) to a year on. */
const MONTHS_BEFORE = 1;
const MONTHS_AFTER = 13;

export interface RunwayRow {
  /** `[{ m, c, i: [[id, amount, date, name, keptDay]…], e: [[id, amount, dueDate, keptDay, goalId]…] }…]`, JSON text. */
  budgets: string;
  schedule: string | null;
  cushion: number | null;
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
  public.pay_schedule_json(public.budget_owner()) as schedule,
  (select p.cushion from public.profiles p where p.id = auth.uid()) as cushion,
  ${goalPlanJsonSql('public.budget_owner()', planDay, true)} as goals`;
}

type CompactIncome = [id: number, amount: number, date: string | null, name: string, keptDay: number | null];
type CompactExpense = [
  id: number,
  amount: number,
  dueDate: string | null,
  keptDay: number | null,
  goalId: number | null,
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
      ...e.map(([id, amount, dueDate, keptDay, goalId]): SectionItem => ({
        id,
        kind: 'expense',
        amount,
        dueDate,
        keptDay,
        goalId,
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

/** The runway of runwayReadSql's one row. */
export function runwayOf(
  rows: readonly RunwayRow[],
  today: IsoDate,
  paychecks: number,
  planDay: IsoDate,
): Runway {
  const [row] = rows;
  if (!row) throw new Error('the runway statement returned no row');
  const schedule = payScheduleOfJson(row.schedule);
  return computeRunway({
    schedule,
    from: today,
    paychecks,
    cushion: row.cushion ?? 0,
    budgets: budgetsOf(row.budgets),
    goals: goalsOf(row.goals, schedule, today, paychecks, planDay),
  });
}

// What GET /api/runway reads, in one statement as the caller (RLS applies): the budget owner's months around
// today, their pay schedule, and the caller's cushion; and the runway computed from them by the core.
import { addMonths, type MonthKey } from '@halfwise/core/calendar.ts';
import { monthKeyOfIsoDate, type IsoDate } from '@halfwise/core/iso-date.ts';
import { computeRunway, type Runway } from '@halfwise/core/runway.ts';
import type { RunwayBudget } from '@halfwise/core/runway-months.ts';
import type { SectionItem } from '@halfwise/core/section-item.ts';
import { payScheduleOfJson } from './pay-schedule-store.ts';
import { sqlStringLiteral } from './sql-literal.ts';

/** Months a runway of at most 12 paychecks can touch: last month (today's section may start there) to a year on. */
const MONTHS_BEFORE = 1;
const MONTHS_AFTER = 13;

export interface RunwayRow {
  /** `[{ m, c, i: [[id, amount, date, name]…], e: [[id, amount, dueDate]…] }…]` as JSON text. */
  budgets: string;
  schedule: string | null;
  cushion: number | null;
}

/**
 * The owner's budgets from last month to a year on, and the latest one with items before them (where a copy
 * forward would start); parameter-free, so it is one pipelined message. `today` must be a valid date.
 */
export function runwayReadSql(today: IsoDate): string {
  const month = monthKeyOfIsoDate(today);
  const first = sqlStringLiteral(addMonths(month, -MONTHS_BEFORE));
  const last = sqlStringLiteral(addMonths(month, MONTHS_AFTER));
  const hasItems = (b: string) =>
    `(exists (select 1 from public.income_items x where x.budget_id = ${b}.id)` +
    ` or exists (select 1 from public.expense_items x where x.budget_id = ${b}.id))`;
  return `with o as (select public.budget_owner() as owner)
select coalesce((select json_agg(json_build_object('m', b.month, 'c', b.carry_forward,
    'i', coalesce((select json_agg(json_build_array(i.id, i.amount, i.date, i.name)) from public.income_items i
                   where i.budget_id = b.id), '[]'::json),
    'e', coalesce((select json_agg(json_build_array(e.id, e.amount, e.due_date)) from public.expense_items e
                   where e.budget_id = b.id), '[]'::json)))
  from public.budgets b
  where b.user_id = o.owner
    and (b.month between ${first} and ${last}
         or b.month = (select max(p.month) from public.budgets p
                       where p.user_id = o.owner and p.month < ${first} and ${hasItems('p')}))), '[]'::json)::text
  as budgets,
  public.pay_schedule_json(o.owner) as schedule,
  (select p.cushion from public.profiles p where p.id = auth.uid()) as cushion
from o`;
}

type CompactIncome = [id: number, amount: number, date: string | null, name: string];
type CompactExpense = [id: number, amount: number, dueDate: string | null];
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
      ...i.map(([id, amount, dueDate, name]): SectionItem => ({ id, kind: 'income', amount, dueDate, name })),
      ...e.map(([id, amount, dueDate]): SectionItem => ({ id, kind: 'expense', amount, dueDate })),
    ],
  }));
}

/** The runway of runwayReadSql's one row. */
export function runwayOf(rows: readonly RunwayRow[], today: IsoDate, paychecks: number): Runway {
  const [row] = rows;
  if (!row) throw new Error('the runway statement returned no row');
  return computeRunway({
    schedule: payScheduleOfJson(row.schedule),
    from: today,
    paychecks,
    cushion: row.cushion ?? 0,
    budgets: budgetsOf(row.budgets),
  });
}

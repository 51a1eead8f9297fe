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
  /** `[{ m, c, i: [[id, amount, date, name, keptDay]…], e: [[id, amount, dueDate, keptDay]…] }…]` as JSON text. */
  budgets: string;
  schedule: string | null;
  cushion: number | null;
}

/**
 * The owner's budgets from last month to a year on, and the latest one with items before them (where a copy
 * forward would start), read by public.runway_budgets_json (planned once per connection); parameter-free, so it
 * is one pipelined message. `today` must be a valid date.
 */
export function runwayReadSql(today: IsoDate): string {
  const month = monthKeyOfIsoDate(today);
  const first = sqlStringLiteral(addMonths(month, -MONTHS_BEFORE));
  const last = sqlStringLiteral(addMonths(month, MONTHS_AFTER));
  return `select public.runway_budgets_json(${first}, ${last}) as budgets,
  public.pay_schedule_json(public.budget_owner()) as schedule,
  (select p.cushion from public.profiles p where p.id = auth.uid()) as cushion`;
}

type CompactIncome = [id: number, amount: number, date: string | null, name: string, keptDay: number | null];
type CompactExpense = [id: number, amount: number, dueDate: string | null, keptDay: number | null];
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
      ...e.map(([id, amount, dueDate, keptDay]): SectionItem => ({
        id,
        kind: 'expense',
        amount,
        dueDate,
        keptDay,
      })),
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

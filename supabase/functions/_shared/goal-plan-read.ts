// What the goals' plan is computed from (public.goal_plan_json, read as the caller so RLS applies) and the plan
// the core makes of it (docs/domain.md "Goals funded by paycheck"): for the goals' answers and the budget's
// `setAside`.
import type { MonthKey } from '@halfwise/core/calendar.ts';
import { planGoals, type GoalPlan } from '@halfwise/core/goal-plan.ts';
import { monthKeyOfIsoDate, type IsoDate } from '@halfwise/core/iso-date.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import type { SectionItem } from '@halfwise/core/section-item.ts';
import { monthSections } from '@halfwise/core/sections.ts';
import { smallestPaycheckAfter, type MonthItems } from '@halfwise/core/paychecks.ts';
import { setAsideLineOn, type SetAsideLine, type SetAsideTick } from '@halfwise/core/set-aside-lines.ts';
import type { TxSql } from './db.ts';
import { payScheduleOfJson } from './pay-schedule-store.ts';
import { sqlStringLiteral } from './sql-literal.ts';

type CompactGoal = [
  id: number,
  targetAmount: number,
  targetMonth: string | null,
  repeatMonths: number | null,
  nextDue: string | null,
];
type CompactIncome = [month: MonthKey, amount: number, date: string | null, name: string];
type CompactTick = [payday: IsoDate, amount: number, parts: [goalId: number, amount: number][]];

/**
 * goal_plan_json's answer: the switch, this month's Future Goals balance, the goals, the income ahead, the ticked
 * set-asides.
 */
interface GoalPlanInput {
  on: boolean;
  b: number;
  g: CompactGoal[];
  p: CompactIncome[];
  t: CompactTick[];
}

/** The set-asides ticked paid by payday, from goal_plan_json's text. */
export function setAsideTicksOf(json: string): Map<IsoDate, SetAsideTick> {
  const input = JSON.parse(json) as GoalPlanInput;
  return new Map(
    input.t.map(([date, amount, parts]) => [
      date,
      { date, amount, parts: parts.map(([goalId, part]) => ({ goalId, amount: part })) },
    ]),
  );
}

/** The person's date for the plan: the server's UTC date, the day the Future Goals balance's month is taken on. */
export function utcToday(now = new Date()): IsoDate {
  return now.toISOString().slice(0, 10);
}

/**
 * SQL of what the plan reads for the budget of `owner` (an SQL expression), as JSON text: always for the goals'
 * answers; for a budget read (`forBudget`) only while the switch is on, else null. `today` must be a valid date.
 */
export function goalPlanJsonSql(owner: string, today: IsoDate, forBudget: boolean): string {
  return `public.goal_plan_json(${owner}, ${sqlStringLiteral(monthKeyOfIsoDate(today))}, ${forBudget})`;
}

/**
 * goal_plan_json's text as it would read after saving changed budgets: `balance` as this month's Future Goals
 * balance, and the income of each of `budgets` from `today`'s month on in place of what the text had for it.
 */
export function goalPlanJsonAfter(
  json: string,
  balance: number,
  budgets: readonly { month: MonthKey; items: readonly SectionItem[] }[],
  today: IsoDate,
): string {
  const input = JSON.parse(json) as GoalPlanInput;
  const thisMonth = monthKeyOfIsoDate(today);
  const changed = budgets.filter((budget) => budget.month >= thisMonth);
  const months = new Set(changed.map((budget) => budget.month));
  const income: CompactIncome[] = changed.flatMap(({ month, items }) =>
    items
      .filter((item) => item.kind === 'income')
      .map((item): CompactIncome => [month, item.amount, item.dueDate, item.name ?? '']),
  );
  const p = [...input.p.filter(([month]) => !months.has(month)), ...income];
  return JSON.stringify({ ...input, b: balance, p });
}

/** Each goal's plan by id, from goal_plan_json's text. */
export function goalPlansOf(json: string, schedule: PaySchedule, today: IsoDate): Map<number, GoalPlan> {
  const input = JSON.parse(json) as GoalPlanInput;
  const months = new Map<MonthKey, MonthItems['items'][number][]>();
  for (const [month, amount, dueDate, name] of input.p) {
    const items = months.get(month) ?? [];
    items.push({ kind: 'income', amount, dueDate, name });
    months.set(month, items);
  }
  const plans = planGoals({
    schedule,
    today,
    balance: input.b,
    smallestPaycheck: smallestPaycheckAfter(
      schedule,
      today,
      [...months].map(([month, items]) => ({ month, items })),
    ),
    goals: input.g.map(([, targetAmount, targetMonth, repeatMonths, nextDue]) => ({
      targetAmount,
      targetMonth,
      repeatMonths,
      nextDue,
    })),
    settled: new Set(input.t.map(([date]) => date)),
  });
  return new Map(input.g.map(([id], index) => [Number(id), plans[index] as GoalPlan]));
}

/**
 * The 'Future Goals' line of each payday of `months`, by date, from goal_plan_json's text; undefined while the
 * set-asides are not in the budget (`json` null).
 */
export function setAsideLinesIn(
  json: string | null,
  schedule: PaySchedule,
  months: readonly MonthKey[],
  today: IsoDate,
): Map<IsoDate, SetAsideLine> | undefined {
  if (json === null) return undefined;
  const plans = goalPlansOf(json, schedule, today);
  const ticks = setAsideTicksOf(json);
  const paydays = months.flatMap((month) =>
    monthSections(schedule, month).filter((section) => section.payday),
  );
  return new Map(paydays.map(({ start }) => [start, setAsideLineOn(plans, ticks, start)]));
}

/** The plans of the caller's goals, read in `tx` (after a write, so they count it). */
export async function readGoalPlans(tx: TxSql, today: IsoDate): Promise<Map<number, GoalPlan>> {
  const [row] = await tx.unsafe<{ plan: string; schedule: string | null }[]>(
    `select ${goalPlanJsonSql('public.budget_owner()', today, false)} as plan,` +
      ` public.pay_schedule_json(public.budget_owner()) as schedule`,
  );
  if (!row) throw new Error('the goal plan statement returned no row');
  return goalPlansOf(row.plan, payScheduleOfJson(row.schedule), today);
}

/**
 * The 'Future Goals' line of the caller's payday `date` as the budget shows it, read in `tx`; null while the
 * set-asides are not in the budget.
 */
export async function readSetAsideLine(
  tx: TxSql,
  date: IsoDate,
  today: IsoDate,
): Promise<SetAsideLine | null> {
  const [row] = await tx.unsafe<{ plan: string | null; schedule: string | null }[]>(
    `select ${goalPlanJsonSql('public.budget_owner()', today, true)} as plan,` +
      ` public.pay_schedule_json(public.budget_owner()) as schedule`,
  );
  if (!row?.plan) return null;
  const plans = goalPlansOf(row.plan, payScheduleOfJson(row.schedule), today);
  return setAsideLineOn(plans, setAsideTicksOf(row.plan), date);
}

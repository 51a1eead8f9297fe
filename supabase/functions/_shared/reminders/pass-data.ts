// What one pass of the reminders function reads, as the server (no RLS): who wants reminders, and the items of
// their budget in the months that matter.
import type { MonthKey } from '../core/calendar.ts';
import type { PaySchedule } from '../core/pay-schedule.ts';
import type { ReminderSettings } from '../core/reminder-settings.ts';
import type { IsoDate } from '../core/iso-date.ts';
import type { ReminderMonth, ReminderMonths, ReminderSetAsides } from '../core/reminders-due.ts';
import type { TxSql } from '../db.ts';
import { goalPlanJsonSql, setAsideLinesIn } from '../goal-plan-read.ts';
import { payScheduleOfJson } from '../pay-schedule-store.ts';
import { settingsOfRow, type ReminderSettingsRow } from '../reminder-store.ts';
import { sqlStringLiteral } from '../sql-literal.ts';

export interface Recipient {
  userId: string;
  email: string | null;
  /** Whose budget they see: their household's owner when they are a partner, else themselves. */
  owner: string;
  settings: ReminderSettings;
}

/** Everyone with a kind of reminder on and a channel to send it on. */
export async function recipients(tx: TxSql): Promise<Recipient[]> {
  const rows = await tx<(ReminderSettingsRow & { user_id: string; address: string | null; owner: string })[]>`
    select s.user_id, s.bills_enabled, s.days_before, s.remind_at, s.payday_enabled, s.push, s.email, s.time_zone,
      u.email as address, coalesce(h.owner_id, s.user_id) as owner
    from public.reminder_settings s
    join auth.users u on u.id = s.user_id
    left join public.households h on h.partner_id = s.user_id
    where (s.bills_enabled or s.payday_enabled) and (s.push or s.email)
    order by s.user_id`;
  return rows.map((row) => ({
    userId: row.user_id,
    email: row.address,
    owner: row.owner,
    settings: settingsOfRow(row),
  }));
}

/** The owner's pay schedule and their budgets' items in `months` (a month without a budget is absent). */
export async function budgetOf(
  tx: TxSql,
  owner: string,
  months: readonly MonthKey[],
): Promise<{ schedule: PaySchedule; months: ReminderMonths }> {
  const [schedule] = await tx<{ json: string | null }[]>`select public.pay_schedule_json(${owner}) as json`;
  const budgets = await tx<{ id: string; month: string }[]>`
    select id, month from public.budgets where user_id = ${owner} and month = any(${months as string[]})`;
  const byId = new Map<
    string,
    { expenses: ReminderMonth['expenses'][number][]; incomes: ReminderMonth['incomes'][number][] }
  >();
  for (const budget of budgets) byId.set(String(budget.id), { expenses: [], incomes: [] });
  const ids = [...byId.keys()];
  if (ids.length) {
    const expenses = await tx<
      {
        budget_id: string;
        id: string;
        name: string;
        amount: number;
        due_date: string | null;
        is_paid: boolean;
        category: string;
        goal_id: string | null;
      }[]
    >`
      select budget_id, id, name, amount, due_date, is_paid, category, goal_id from public.expense_items
      where budget_id = any(${ids}) order by sort_order, id`;
    for (const row of expenses) {
      byId.get(String(row.budget_id))?.expenses.push({
        id: Number(row.id),
        name: row.name,
        amount: row.amount,
        dueDate: row.due_date,
        isPaid: row.is_paid,
        category: row.category,
        goalId: row.goal_id === null ? null : Number(row.goal_id),
      });
    }
    const incomes = await tx<{ budget_id: string; amount: number; date: string | null }[]>`
      select budget_id, amount, date from public.income_items where budget_id = any(${ids})`;
    for (const row of incomes)
      byId.get(String(row.budget_id))?.incomes.push({ amount: row.amount, dueDate: row.date });
  }
  return {
    schedule: payScheduleOfJson(schedule?.json ?? null),
    months: new Map(budgets.map((budget) => [budget.month, byId.get(String(budget.id)) as ReminderMonth])),
  };
}

/**
 * What each payday of `months` sets aside for the owner's goals, planned on `planDay` (setAsidePlanDay) or as
 * ticked; undefined while the set-asides are not in the budget.
 */
export async function setAsidesOf(
  tx: TxSql,
  owner: string,
  schedule: PaySchedule,
  months: readonly MonthKey[],
  planDay: IsoDate,
): Promise<ReminderSetAsides | undefined> {
  const [row] = await tx.unsafe<{ plan: string | null }[]>(
    `select ${goalPlanJsonSql(`${sqlStringLiteral(owner)}::uuid`, planDay, true)} as plan`,
  );
  const lines = setAsideLinesIn(row?.plan ?? null, schedule, months, planDay);
  return lines && new Map([...lines].map(([date, line]) => [date, line.amount]));
}

/** The person's unsubscribe secret, made on first use. */
export async function unsubscribeTokenOf(tx: TxSql, userId: string): Promise<string> {
  await tx`insert into private.reminder_unsubscribe_tokens (user_id) values (${userId}) on conflict do nothing`;
  const [row] = await tx<{ token: string }[]>`
    select token from private.reminder_unsubscribe_tokens where user_id = ${userId}`;
  if (!row) throw new Error('no unsubscribe token after creating one');
  return row.token;
}

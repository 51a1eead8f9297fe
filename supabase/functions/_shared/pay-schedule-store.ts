// public.pay_schedules as the API reads and writes it: one row per person, none meaning the default schedule.
import { DEFAULT_PAY_SCHEDULE, type PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { payScheduleSchema } from '@halfwise/core/pay-schedule-schema.ts';
import type { TxSql } from './db.ts';
import { sqlStringLiteral } from './sql-literal.ts';

/**
 * An expression answering the person's schedule as JSON text in the API's shape (only its kind's fields), or
 * null when they have none (public.pay_schedule_json). Parameter-free, so it can sit in a pipelined statement;
 * `userId` must be verified.
 */
export function payScheduleJsonSql(userId: string): string {
  return `public.pay_schedule_json(${sqlStringLiteral(userId)}::uuid)`;
}

/** The schedule of payScheduleJsonSql's text: the default when there is none. */
export function payScheduleOfJson(text: string | null): PaySchedule {
  return text === null ? DEFAULT_PAY_SCHEDULE : payScheduleSchema.parse(JSON.parse(text));
}

/** The caller's schedule, in the transaction `tx` (RLS shows only their own row). */
export async function readPaySchedule(tx: TxSql, userId: string): Promise<PaySchedule> {
  const [row] = await tx.unsafe<{ schedule: string | null }[]>(
    `select ${payScheduleJsonSql(userId)} as schedule`,
  );
  return payScheduleOfJson(row?.schedule ?? null);
}

/** Sets the caller's schedule, replacing any earlier one. */
export async function savePaySchedule(tx: TxSql, userId: string, schedule: PaySchedule): Promise<void> {
  const columns = {
    kind: schedule.kind,
    days: schedule.kind === 'semimonthly' ? [...schedule.days] : null,
    anchor: schedule.kind === 'biweekly' || schedule.kind === 'weekly' ? schedule.anchor : null,
    day: schedule.kind === 'monthly' ? schedule.day : null,
  };
  await tx`
    insert into public.pay_schedules (user_id, kind, days, anchor, day)
    values (${userId}, ${columns.kind}, ${columns.days}, ${columns.anchor}, ${columns.day})
    on conflict (user_id) do update
    set kind = excluded.kind, days = excluded.days, anchor = excluded.anchor, day = excluded.day`;
}

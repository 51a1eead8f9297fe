// The pay schedule form: what each field holds, the schedule it makes, and the message under a field at fault
// (the core's payScheduleSchema decides, so the form refuses exactly what PUT /api/pay-schedule refuses).
import { payScheduleSchema } from '@halfwise/core/pay-schedule-schema.ts';
import type { PaySchedule, PayScheduleKind } from '@halfwise/core/pay-schedule.ts';

export const PAY_SCHEDULE_KIND_LABELS: Readonly<Record<PayScheduleKind, string>> = Object.freeze({
  semimonthly: 'Twice a month',
  biweekly: 'Every two weeks',
  weekly: 'Every week',
  monthly: 'Once a month',
});

export interface PayScheduleForm {
  kind: PayScheduleKind;
  firstDay: string;
  secondDay: string;
  anchor: string;
  day: string;
}

export type PayScheduleField = 'days' | 'anchor' | 'day';

/** The form showing `schedule`; the other kinds' fields keep sensible starting values. */
export function formOfSchedule(schedule: PaySchedule): PayScheduleForm {
  const form: PayScheduleForm = { kind: schedule.kind, firstDay: '1', secondDay: '15', anchor: '', day: '1' };
  if (schedule.kind === 'semimonthly')
    return { ...form, firstDay: String(schedule.days[0]), secondDay: String(schedule.days[1]) };
  if (schedule.kind === 'monthly') return { ...form, day: String(schedule.day) };
  return { ...form, anchor: schedule.anchor };
}

function dayNumber(text: string): number | string {
  return /^\d+$/.test(text.trim()) ? Number(text) : text;
}

function bodyOfForm(form: PayScheduleForm): unknown {
  switch (form.kind) {
    case 'semimonthly':
      return { kind: form.kind, days: [dayNumber(form.firstDay), dayNumber(form.secondDay)] };
    case 'monthly':
      return { kind: form.kind, day: dayNumber(form.day) };
    case 'biweekly':
    case 'weekly':
      return { kind: form.kind, anchor: form.anchor };
  }
}

/** The schedule the form describes, or the field at fault with its message. */
export function readPayScheduleForm(
  form: PayScheduleForm,
): { schedule: PaySchedule } | { field: PayScheduleField; message: string } {
  const result = payScheduleSchema.safeParse(bodyOfForm(form));
  if (result.success) return { schedule: result.data };
  const issue = result.error.issues[0];
  const field = (issue?.path[0] ?? 'days') as PayScheduleField;
  return { field, message: issue?.message ?? '' };
}

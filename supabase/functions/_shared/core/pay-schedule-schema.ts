// The request body that sets a pay schedule, with messages that name the field.
import { z } from 'zod/mini';
import { isIsoDate } from './iso-date.ts';
import { PAY_SCHEDULE_KINDS, type PaySchedule } from './pay-schedule.ts';

/** Shown after the field's name ('days: Must be …'), as every API message is. */
export const PAY_SCHEDULE_MESSAGES = Object.freeze({
  kind: `Must be one of ${PAY_SCHEDULE_KINDS.join(', ')}`,
  days: 'Must be two days from 1 to 31, the first before the second',
  anchor: 'Must be a date as YYYY-MM-DD',
  day: 'Must be a day from 1 to 31',
});

/** A partner's refusal (403), and what their Settings says beside the disabled form. */
export const PAY_SCHEDULE_OWNER_ONLY =
  "Only the budget's owner can change its pay schedule: it cuts the months you both see into sections.";

function isTwoPaydays(value: unknown): value is readonly [number, number] {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [first, second] = value as unknown[];
  return isDayOfMonth(first) && isDayOfMonth(second) && first < second;
}

function isDayOfMonth(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 31;
}

const semimonthly = z.strictObject({
  kind: z.literal('semimonthly'),
  days: z.custom<readonly [number, number]>(isTwoPaydays, PAY_SCHEDULE_MESSAGES.days),
});

const anchor = z
  .string({ error: PAY_SCHEDULE_MESSAGES.anchor })
  .check(z.refine(isIsoDate, PAY_SCHEDULE_MESSAGES.anchor));

/** PUT /api/pay-schedule: exactly one of the four kinds, nothing else. */
export const payScheduleSchema: z.ZodMiniType<PaySchedule> = z.discriminatedUnion(
  'kind',
  [
    semimonthly,
    z.strictObject({ kind: z.literal('biweekly'), anchor }),
    z.strictObject({ kind: z.literal('weekly'), anchor }),
    z.strictObject({
      kind: z.literal('monthly'),
      day: z.custom<number>(isDayOfMonth, PAY_SCHEDULE_MESSAGES.day),
    }),
  ],
  { error: PAY_SCHEDULE_MESSAGES.kind },
);

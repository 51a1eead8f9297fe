import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeZodError } from './errors.ts';
import { PAY_SCHEDULE_MESSAGES, payScheduleSchema } from './core/pay-schedule-schema.ts';
import { DEFAULT_PAY_SCHEDULE } from './core/pay-schedule.ts';
import { schedules } from './core/test-budgets.ts';

/** The 400 the api function answers for `body`: the core's schema, worded by the server's error handler. */
function messageFor(body: unknown): string {
  const result = payScheduleSchema.safeParse(body);
  if (result.success) throw new Error(`accepted ${JSON.stringify(body)}`);
  return describeZodError(result.error);
}

describe('payScheduleSchema', () => {
  it('accepts each kind as it is', () => {
    expect(payScheduleSchema.parse(DEFAULT_PAY_SCHEDULE)).toEqual({ kind: 'semimonthly', days: [1, 15] });
    fc.assert(
      fc.property(schedules, (schedule) => {
        expect(payScheduleSchema.parse(JSON.parse(JSON.stringify(schedule)))).toEqual(schedule);
      }),
    );
  });

  it('names the field at fault', () => {
    const { kind, days, anchor, day } = PAY_SCHEDULE_MESSAGES;
    expect(messageFor({})).toBe(`kind: ${kind}`);
    expect(messageFor({ kind: 'fortnightly', anchor: '2026-01-02' })).toBe(`kind: ${kind}`);
    for (const bad of [
      undefined,
      [15, 1],
      [15, 15],
      [0, 15],
      [1, 32],
      [1, 15.5],
      [1, 15, 20],
      ['1', '15'],
      'a',
    ]) {
      expect(messageFor({ kind: 'semimonthly', days: bad })).toBe(`days: ${days}`);
    }
    for (const bad of [undefined, '2026-02-29', '2026-1-2', '01/02/2026', 20260102, '1899-12-29']) {
      expect(messageFor({ kind: 'biweekly', anchor: bad })).toBe(`anchor: ${anchor}`);
      expect(messageFor({ kind: 'weekly', anchor: bad })).toBe(`anchor: ${anchor}`);
    }
    for (const bad of [undefined, 0, 32, 2.5, '5', null]) {
      expect(messageFor({ kind: 'monthly', day: bad })).toBe(`day: ${day}`);
    }
  });

  it('refuses fields of another kind', () => {
    expect(messageFor({ kind: 'monthly', day: 5, days: [1, 15] })).toBe('days: Unknown field');
    expect(messageFor({ kind: 'semimonthly', days: [1, 15], anchor: '2026-01-02' })).toBe(
      'anchor: Unknown field',
    );
  });

  it('refuses any two days that are not in order within 1..31', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 40 }), fc.integer({ min: -5, max: 40 }), (first, second) => {
        const valid = first >= 1 && second <= 31 && first < second;
        expect(payScheduleSchema.safeParse({ kind: 'semimonthly', days: [first, second] }).success).toBe(
          valid,
        );
      }),
    );
  });
});

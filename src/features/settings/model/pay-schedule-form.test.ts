import { PAY_SCHEDULE_MESSAGES } from '@halfwise/core/pay-schedule-schema.ts';
import { schedules } from '@halfwise/core/test-budgets.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formOfSchedule, readPayScheduleForm } from './pay-schedule-form.ts';

describe('the pay schedule form', () => {
  it('reads back every schedule it shows', () => {
    fc.assert(
      fc.property(schedules, (schedule) => {
        expect(readPayScheduleForm(formOfSchedule(schedule))).toEqual({ schedule });
      }),
    );
  });

  it('names the field at fault with the message the API gives', () => {
    const form = formOfSchedule({ kind: 'semimonthly', days: [1, 15] });
    expect(readPayScheduleForm({ ...form, secondDay: '40' })).toEqual({
      field: 'days',
      message: PAY_SCHEDULE_MESSAGES.days,
    });
    expect(readPayScheduleForm({ ...form, firstDay: '20' })).toMatchObject({ field: 'days' });
    expect(readPayScheduleForm({ ...form, kind: 'biweekly' })).toEqual({
      field: 'anchor',
      message: PAY_SCHEDULE_MESSAGES.anchor,
    });
    expect(readPayScheduleForm({ ...form, kind: 'monthly', day: '2.5' })).toEqual({
      field: 'day',
      message: PAY_SCHEDULE_MESSAGES.day,
    });
    expect(readPayScheduleForm({ ...form, kind: 'weekly', anchor: '2026-11-06' })).toEqual({
      schedule: { kind: 'weekly', anchor: '2026-11-06' },
    });
  });
});

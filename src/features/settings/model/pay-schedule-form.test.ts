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

  it('starts the fields a schedule does not use from the first day, the 15th and no date', () => {
    expect(formOfSchedule({ kind: 'weekly', anchor: '2026-11-06' })).toEqual({
      kind: 'weekly',
      firstDay: '1',
      secondDay: '15',
      anchor: '2026-11-06',
      day: '1',
    });
    expect(formOfSchedule({ kind: 'monthly', day: 20 })).toMatchObject({ anchor: '', day: '20' });
  });

  it('reads a day typed with spaces around it, and nothing but digits as a day', () => {
    const form = formOfSchedule({ kind: 'monthly', day: 1 });
    expect(readPayScheduleForm({ ...form, day: ' 20 ' })).toEqual({ schedule: { kind: 'monthly', day: 20 } });
    for (const day of ['+5', '5e0', '0x5', '1.0'])
      expect(readPayScheduleForm({ ...form, day })).toEqual({
        field: 'day',
        message: PAY_SCHEDULE_MESSAGES.day,
      });
  });
});

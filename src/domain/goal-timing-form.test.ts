import { GOAL_TIMING_MESSAGES, UNDATED } from '@halfwise/core/goal-timing.ts';
import { describe, expect, it } from 'vitest';
import { readTimingDraft, timingChanges, timingDraft, timingLabel } from './goal-timing-form.ts';

const REPEATING = { targetMonth: null, repeatMonths: 6, nextDue: '2027-03-15' };
const DATED = { targetMonth: '2027-06', repeatMonths: null, nextDue: null };

describe('the goal date dialog', () => {
  it('labels each kind of goal', () => {
    expect(timingLabel(UNDATED)).toBe('No date');
    expect(timingLabel(DATED)).toBe('By Jun 2027');
    expect(timingLabel(REPEATING)).toBe('Every 6 months, next due Mar 15');
    expect(timingLabel({ ...REPEATING, repeatMonths: 1 })).toBe('Every month, next due Mar 15');
  });

  it('opens on what the goal has, and reads back the same timing', () => {
    for (const timing of [UNDATED, DATED, REPEATING]) {
      expect(readTimingDraft(timingDraft(timing, '2026-12'), '2026-12')).toEqual({ ok: true, timing });
    }
    expect(timingDraft(UNDATED, '2026-12')).toEqual({
      kind: 'none',
      month: '2026-12',
      every: '',
      nextDue: '',
    });
  });

  it('refuses what the API would, in its words', () => {
    const draft = timingDraft(UNDATED, '2026-12');
    expect(readTimingDraft({ ...draft, kind: 'month', month: '2026-11' }, '2026-12')).toEqual({
      ok: false,
      field: 'month',
      message: GOAL_TIMING_MESSAGES.pastTargetMonth,
    });
    expect(readTimingDraft({ ...draft, kind: 'month', month: '' }, '2026-12')).toMatchObject({
      field: 'month',
    });
    for (const every of ['', '0', '25', '1.5', 'six'])
      expect(
        readTimingDraft({ ...draft, kind: 'repeat', every, nextDue: '2027-01-01' }, '2026-12'),
      ).toMatchObject({
        field: 'every',
        message: GOAL_TIMING_MESSAGES.repeatMonths,
      });
    expect(readTimingDraft({ ...draft, kind: 'repeat', every: '6' }, '2026-12')).toMatchObject({
      field: 'nextDue',
    });
  });

  it('sends only the fields that changed', () => {
    expect(timingChanges(DATED, DATED)).toEqual({});
    expect(timingChanges(DATED, REPEATING)).toEqual({
      targetMonth: null,
      repeatMonths: 6,
      nextDue: '2027-03-15',
    });
    expect(timingChanges(REPEATING, { ...REPEATING, nextDue: '2027-04-01' })).toEqual({
      nextDue: '2027-04-01',
    });
  });
});

// Goals funded by paycheck against the independent ledger (docs/domain.md "Goals funded by paycheck"): following
// the set-asides reaches every dated goal on its date to the cent; a repeating goal's bill is always paid from what
// was set aside, so no paycheck pays it; undated goals set nothing aside and keep the spec's hint.
import { planGoals, setAsideOn, type PlannedGoal } from '@halfwise/core/goal-plan.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlySavingDollars } from '../../src/domain/goals.ts';
import { months, schedules } from './arbitraries.ts';
import { checkMoney, PROPERTY_TIMEOUT } from './cases.ts';
import {
  dayAfter,
  followSetAsides,
  ledgerDue,
  ledgerPaydays,
  ledgerShares,
  type LedgerGoal,
} from './goal-ledger.ts';
import { isoDate, monthLength, nextMonth } from './ledger.ts';

const DAY_MS = 86_400_000;

/** A date `days` later (earlier when negative), never before 1900, the first year a date may have. */
function daysLater(date: string, days: number): string {
  const later = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return later < '1900-01-01' ? '1900-01-01' : later;
}

function monthsLater(month: string, count: number): string {
  let later = month;
  for (let step = 0; step < count; step += 1) later = nextMonth(later);
  return later;
}

/** A date in the ledger's months (1900 to 2400, year ends and Februaries weighted). */
const todays = months.chain((month) =>
  fc.integer({ min: 1, max: monthLength(month) }).map((day) => isoDate(month, day)),
);

const amounts = fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 100_000_000 }));

/** A goal drawn against today: undated, by a month up to 3 years ahead, or repeating from a day around today. */
function goalsFrom(today: string): fc.Arbitrary<LedgerGoal> {
  const none = { targetMonth: null, repeatMonths: null, nextDue: null };
  const noneDrawn = {
    targetMonth: fc.constant(null),
    repeatMonths: fc.constant(null),
    nextDue: fc.constant(null),
  };
  return fc.oneof(
    amounts.map((targetAmount): LedgerGoal => ({ ...none, targetAmount })),
    fc.record({
      ...noneDrawn,
      targetAmount: amounts,
      targetMonth: fc.integer({ min: 0, max: 36 }).map((ahead) => monthsLater(today.slice(0, 7), ahead)),
    }),
    fc.record({
      ...noneDrawn,
      targetAmount: amounts,
      repeatMonths: fc.integer({ min: 1, max: 24 }),
      nextDue: fc.integer({ min: -800, max: 800 }).map((days) => daysLater(today, days)),
    }),
  );
}

const plans = fc.tuple(schedules, todays).chain(([schedule, today]) =>
  fc.record({
    schedule: fc.constant(schedule),
    today: fc.constant(today),
    balance: fc.oneof(fc.constant(0), amounts),
    goals: fc.array(goalsFrom(today), { minLength: 1, maxLength: 4 }),
  }),
);

describe('goals funded by paycheck, against the ledger', PROPERTY_TIMEOUT, () => {
  it('reaches every dated goal on its date to the cent by following its set-asides', () => {
    checkMoney('dated goals reached on their date', plans, ({ schedule, today, balance, goals }) => {
      const planned = planGoals({ schedule, today, balance, smallestPaycheck: null, goals });
      const shares = ledgerShares(balance, goals);
      goals.forEach((goal, index) => {
        const plan = planned[index];
        const due = ledgerDue(goal, today);
        expect(plan?.due).toBe(due);
        expect(plan?.share).toBe(shares[index]);
        if (due === null || plan === undefined) return;
        const setAsides = new Map(plan.setAsides.map((entry) => [entry.date, entry.amount]));
        const saved = followSetAsides(schedule, today, due, shares[index] ?? 0, setAsides);
        if (plan.paydaysLeft > 0) expect(saved).toBe(goal.targetAmount);
        else expect(plan.status).toBe(saved === goal.targetAmount ? 'reached' : 'too-late');
      });
    });
  });

  it('pays a repeating bill from what was set aside on every due day, re-planned before each payday', () => {
    const repeating = fc.tuple(schedules, todays).chain(([schedule, today]) =>
      fc.record({
        schedule: fc.constant<PaySchedule>(schedule),
        today: fc.constant(today),
        fund: fc.integer({ min: 0, max: 200_000 }),
        goal: fc.record({
          targetAmount: fc.integer({ min: 1, max: 2_000_000 }),
          targetMonth: fc.constant(null),
          repeatMonths: fc.integer({ min: 1, max: 12 }),
          nextDue: fc.integer({ min: -60, max: 400 }).map((days) => daysLater(today, days)),
        }),
      }),
    );
    checkMoney('a repeating bill paid from its set-asides', repeating, ({ schedule, today, fund, goal }) => {
      const isPayday = ledgerPaydays(schedule);
      const plan = (day: string, balance: number) =>
        planGoals({ schedule, today: day, balance, smallestPaycheck: null, goals: [goal as PlannedGoal] });
      let saved = fund;
      let due = ledgerDue(goal, today) ?? '';
      // A cycle may be too late (its due day before any payday it can use); the others must pay their bill in full.
      let onTrack = plan(today, saved)[0]?.status !== 'too-late';
      let startedWith = saved;
      for (let day = dayAfter(today), bills = 0; bills < 3; day = dayAfter(day)) {
        // What the payday sets aside is what the plan said the day before.
        if (isPayday(day)) saved += setAsideOn(plan(daysLater(day, -1), saved), day);
        if (day !== due) continue;
        if (onTrack) {
          expect(saved).toBeGreaterThanOrEqual(goal.targetAmount);
          if (startedWith <= goal.targetAmount) expect(saved).toBe(goal.targetAmount);
        }
        saved -= Math.min(saved, goal.targetAmount);
        startedWith = saved;
        bills += 1;
        due = ledgerDue(goal, day) ?? '';
        onTrack = plan(day, saved)[0]?.status !== 'too-late';
      }
    });
  });

  it('sets nothing aside for undated goals, which keep the spec’s monthly hint', () => {
    const undated = fc.tuple(schedules, todays).chain(([schedule, today]) =>
      fc.record({
        schedule: fc.constant(schedule),
        today: fc.constant(today),
        balance: amounts,
        targets: fc.array(amounts, { minLength: 1, maxLength: 6 }),
      }),
    );
    checkMoney('undated goals keep the spec’s hint', undated, ({ schedule, today, balance, targets }) => {
      const goals = targets.map((targetAmount) => ({
        targetAmount,
        targetMonth: null,
        repeatMonths: null,
        nextDue: null,
      }));
      const planned = planGoals({ schedule, today, balance, smallestPaycheck: 1, goals });
      const isPayday = ledgerPaydays(schedule);
      for (let day = dayAfter(today), count = 0; count < 370; day = dayAfter(day), count += 1) {
        if (isPayday(day)) expect(setAsideOn(planned, day)).toBe(0);
      }
      const total = targets.reduce((sum, target) => sum + target, 0);
      // Total goals / 12 in whole dollars, rounded up: in cents, 1,200 cents a month for each dollar.
      const hint = total === 0 ? 0 : Math.floor((total + 1_199) / 1_200);
      expect(monthlySavingDollars(total)).toBe(hint);
    });
  });
});

// One money story (issue 45) against the independent ledger: after a copy to next month, this month's verdict,
// next month's first section and the runway close the same day on the same dollars; a balance the person types for
// next month is followed by both, the verdict staying the plan; and a runway over months where only a later month
// is set up is never short before the first money the person told.
import { budgetOutlook } from '@halfwise/core/budget-outlook.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { computeRunway } from '@halfwise/core/runway.ts';
import { projectMonth } from '@halfwise/core/runway-months.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carryForwards, monthItems, months, schedules, type MoneyItem } from './arbitraries.ts';
import { checkMoney, PROPERTY_TIMEOUT } from './cases.ts';
import {
  copyToNextMonth,
  dayIn,
  isOpeningMoneyName,
  isoDate,
  monthLength,
  nextMonth,
  paydays,
  replayMonth,
  verdict,
  type LedgerItem,
  type LedgerVerdict,
} from './ledger.ts';
import { replayRunway, type LedgerBudget } from './runway-ledger.ts';

/** The verdict as one signed amount: the spare, or minus the shortfall. */
const signed = (answer: LedgerVerdict) => (answer.status === 'short' ? -answer.amount : answer.amount);

/** Next month's first payday after its 1st, as a date (the month after's first payday when it has none). */
function firstPaydayAfterFirst(schedule: PaySchedule, month: string): string {
  const day = paydays(schedule, month).find((payday) => payday > 1);
  if (day !== undefined) return isoDate(month, day);
  const after = nextMonth(month);
  return isoDate(after, paydays(schedule, after)[0] ?? 1);
}

/** The balance at the close of the row that ends on the day before `payday`. */
function closeBefore(
  rows: readonly { date: string; endBalance: number }[],
  payday: string,
): number | undefined {
  const index = rows.findIndex((row) => row.date === payday);
  return index > 0 ? rows[index - 1]?.endBalance : undefined;
}

const newItem = (fields: LedgerItem): MoneyItem => ({
  id: 0,
  isPaid: false,
  ...fields,
  name: fields.name ?? '',
});

/** A month, its items and carry-forward, a day of it (today), and a balance the person may type for next month. */
const copies = fc.tuple(schedules, months).chain(([schedule, month]) =>
  fc.record({
    schedule: fc.constant(schedule),
    month: fc.constant(month),
    items: monthItems(month, schedule),
    carryForward: carryForwards,
    today: fc.integer({ min: 1, max: monthLength(month) }),
    typed: fc.integer({ min: 0, max: 100_000_000 }),
  }),
);

/**
 * The runway's close of this month is its month-end unless this month's own bank balance is dated after its 1st
 * with items before it (the runway takes it as the balance on its day, the month's screen as income on its day)
 * and next month opens with no opening money of its own to replace it (the leftover at or below the carry-forward).
 */
function runwayClosesAtMonthEnd(month: string, items: readonly MoneyItem[]): boolean {
  const opening = items.filter(isOpeningMoneyName).map((item) => dayIn(item.dueDate, month));
  if (opening.length === 0) return true;
  const told = Math.min(...opening);
  return !items.some((item) => !isOpeningMoneyName(item) && dayIn(item.dueDate, month) < told);
}

describe('one money story against the ledger', PROPERTY_TIMEOUT, () => {
  it("after a copy: the verdict = next month's first section = the runway's close that day, every schedule", () => {
    checkMoney('copy: verdict = first section = runway', copies, (input) => {
      const { schedule, month, items, carryForward, today } = input;
      const next = nextMonth(month);
      const copied = copyToNextMonth(schedule, month, items, carryForward, newItem);
      fc.pre(copied.items.length > 0);
      const held = copied.items.some(isOpeningMoneyName);
      fc.pre(held || runwayClosesAtMonthEnd(month, items));
      // The engine's copy is the ledger's: the same items (kind, name, amount, day) and carry-forward.
      const engine = projectMonth(schedule, { month, carryForward, items }, next);
      const contents = (list: readonly MoneyItem[]) =>
        list.map((item) => `${item.kind} ${item.name} ${item.amount} ${dayIn(item.dueDate, next)}`).sort();
      expect(contents(engine.items as MoneyItem[])).toEqual(contents(copied.items));
      expect(engine.carryForward).toBe(copied.carryForward);

      const { monthEnd } = replayMonth(schedule, month, items, carryForward);
      const planned = signed(verdict(schedule, monthEnd, next, copied.items));
      const first = replayMonth(schedule, next, copied.items, copied.carryForward).sections[0]?.close;
      const budgets: LedgerBudget<MoneyItem>[] = [
        { month, carryForward, items },
        { month: next, ...copied },
      ];
      const payday = firstPaydayAfterFirst(schedule, next);
      const runway = replayRunway(schedule, isoDate(month, today), 12, 0, budgets);
      expect(first).toBe(planned);
      expect(closeBefore(runway.paychecks, payday)).toBe(planned);
      // And the engine says so too.
      const outlook = budgetOutlook(schedule, month, items, carryForward, engine.items);
      expect(signed(outlook.verdict)).toBe(planned);
      expect(
        budgetOutlook(schedule, next, engine.items, engine.carryForward, null).sections[0]?.endBalance,
      ).toBe(planned);
      const engineRunway = computeRunway({
        schedule,
        from: isoDate(month, today),
        paychecks: 12,
        cushion: 0,
        budgets: [{ month, carryForward, items }, engine],
      });
      expect(closeBefore(engineRunway.paychecks, payday)).toBe(planned);
    });
  });

  it('after a copy, a balance typed for next month: next month and the runway follow it, the verdict stays', () => {
    checkMoney('typed balance followed', copies, (input) => {
      const { schedule, month, items, carryForward, today, typed } = input;
      const next = nextMonth(month);
      const copied = copyToNextMonth(schedule, month, items, carryForward, newItem);
      fc.pre(copied.items.length > 0);
      // The person types their bank balance on next month's opening money (adding it where there is none).
      const opening = copied.items.findIndex(isOpeningMoneyName);
      const edited =
        opening >= 0
          ? copied.items.map((item, index) => (index === opening ? { ...item, amount: typed } : item))
          : [
              newItem({ kind: 'income', amount: typed, dueDate: '1', name: 'Starting cash' }),
              ...copied.items,
            ];
      const plain = edited.filter((item) => !isOpeningMoneyName(item));
      // What next month's first section holds besides its opening money, replayed from nothing.
      const window = replayMonth(schedule, next, plain, 0).sections[0]?.close ?? 0;
      const expected = copied.carryForward + typed + window;
      const { monthEnd } = replayMonth(schedule, month, items, carryForward);
      const before = verdict(schedule, monthEnd, next, copied.items);
      expect(verdict(schedule, monthEnd, next, edited)).toEqual(before);
      expect(replayMonth(schedule, next, edited, copied.carryForward).sections[0]?.close).toBe(expected);
      const budgets = [
        { month, carryForward, items },
        { month: next, carryForward: copied.carryForward, items: edited },
      ];
      const payday = firstPaydayAfterFirst(schedule, next);
      expect(
        closeBefore(replayRunway(schedule, isoDate(month, today), 12, 0, budgets).paychecks, payday),
      ).toBe(expected);
      // The engine follows it the same way.
      expect(budgetOutlook(schedule, month, items, carryForward, edited).verdict).toEqual(before);
      expect(budgetOutlook(schedule, next, edited, copied.carryForward, null).sections[0]?.endBalance).toBe(
        expected,
      );
      const engine = computeRunway({
        schedule,
        from: isoDate(month, today),
        paychecks: 12,
        cushion: 0,
        budgets,
      });
      expect(closeBefore(engine.paychecks, payday)).toBe(expected);
    });
  });

  it('a runway where only a later month is set up is never short before the first money told', () => {
    const laterOnly = fc
      .tuple(
        schedules,
        months.filter((month) => month < '2399-01'),
      )
      .chain(([schedule, month]) =>
        fc.integer({ min: 1, max: 4 }).chain((ahead) => {
          let later = month;
          for (let step = 0; step < ahead; step += 1) later = nextMonth(later);
          return fc.record({
            schedule: fc.constant(schedule),
            from: fc.integer({ min: 1, max: monthLength(month) }).map((day) => isoDate(month, day)),
            cushion: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000 })),
            later: fc.constant(later),
            items: monthItems(later, schedule),
          });
        }),
      );
    checkMoney('never short before told money', laterOnly, ({ schedule, from, cushion, later, items }) => {
      const budgets = [{ month: later, carryForward: 0, items }];
      const runway = computeRunway({ schedule, from, paychecks: 12, cushion, budgets });
      expect(runway).toEqual(replayRunway(schedule, from, 12, cushion, budgets));
      const toldDays = items
        .filter((item) => item.kind === 'income')
        .map((item) => isoDate(later, dayIn(item.dueDate, later)));
      const firstTold = toldDays.sort()[0];
      if (runway.firstShort === null) return;
      expect(firstTold).toBeDefined();
      expect(runway.firstShort.date >= (firstTold as string)).toBe(true);
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEarlyDay, itemDay } from './calendar.ts';
import { budgetSections, type BudgetSection } from './budget-sections.ts';
import { isOpeningMoney, signedAmount, type SectionItem } from './section-item.ts';
import { isoDateInMonth } from './iso-date.ts';
import { DEFAULT_PAY_SCHEDULE, type PaySchedule } from './pay-schedule.ts';
import { itemDayInMonth } from './sections.ts';
import { budgets, item, schedules } from './test-budgets.ts';

const FIFTH_AND_TWENTIETH: PaySchedule = { kind: 'semimonthly', days: [5, 20] };

/** Opening money dated on the 1st: counted in the balance the month opens with. */
function opensMonth(entry: SectionItem, month: string): boolean {
  return isOpeningMoney(entry) && itemDayInMonth(entry.dueDate, month) === 1;
}

/** The balances a day-by-day walk passes through: the opening one, then after each day's income and expenses. */
function dailyBalances(
  section: BudgetSection,
  opening: number,
  items: readonly SectionItem[],
  month: string,
) {
  const balances = [opening];
  let balance = opening;
  for (let day = section.startDay; day <= section.endDay; day += 1) {
    const onDay = items.filter(
      (entry) => itemDayInMonth(entry.dueDate, month) === day && !opensMonth(entry, month),
    );
    for (const kind of ['income', 'expense'] as const) {
      for (const entry of onDay.filter((candidate) => candidate.kind === kind)) {
        balance += kind === 'income' ? entry.amount : -entry.amount;
        balances.push(balance);
      }
    }
  }
  return balances;
}

/** What each section opens with: the month's carry-forward and its opening money on the 1st, then each closing. */
function openings(
  sections: readonly BudgetSection[],
  carryForward: number,
  items: readonly SectionItem[],
  month: string,
): number[] {
  const openingMoney = items
    .filter((entry) => opensMonth(entry, month))
    .reduce((sum, entry) => sum + entry.amount, 0);
  return sections.map((_, index) =>
    index === 0 ? carryForward + openingMoney : (sections[index - 1]?.endBalance ?? 0),
  );
}

describe('budgetSections', () => {
  it('places items by due day and chains the closing balances', () => {
    const items = [
      item(1, 'income', 200_000, '1'),
      item(2, 'expense', 145_000, '04/03/2026'),
      item(3, 'income', 200_000, '04/20/2026'),
      item(4, 'expense', 30_000, '04/31/2026'),
      item(5, 'expense', 10_000, null, true),
    ];
    const sections = budgetSections(FIFTH_AND_TWENTIETH, '2026-04', items, 5_000);
    expect(
      sections.map(({ incomeIds, expenseIds, openingBalance, endBalance, unpaid }) => ({
        incomeIds,
        expenseIds,
        openingBalance,
        endBalance,
        unpaid,
      })),
    ).toEqual([
      { incomeIds: [1], expenseIds: [2], openingBalance: 5_000, endBalance: 60_000, unpaid: 145_000 },
      { incomeIds: [], expenseIds: [5], openingBalance: 60_000, endBalance: 50_000, unpaid: 0 },
      { incomeIds: [3], expenseIds: [4], openingBalance: 50_000, endBalance: 220_000, unpaid: 30_000 },
    ]);
  });

  it('finds the day the money runs thinnest: rent on the 3rd, paycheck on the 6th', () => {
    const items = [
      item(1, 'income', 250_000, '06'),
      item(2, 'expense', 150_000, '3'),
      item(3, 'expense', 2_000, '10'),
    ];
    const [first] = budgetSections({ kind: 'monthly', day: 1 }, '2026-03', items, 100_000);
    expect(first?.lowest).toEqual({ amount: -50_000, date: '2026-03-03' });
    expect(first?.endBalance).toBe(198_000);
  });

  it("takes a day's paycheck before its bills, and reports the opening balance when nothing lowers it", () => {
    const sameDay = [item(1, 'income', 100_000, '15'), item(2, 'expense', 80_000, '15')];
    const [, late] = budgetSections(DEFAULT_PAY_SCHEDULE, '2026-11', sameDay, 10_000);
    expect(late?.lowest).toEqual({ amount: 10_000, date: '2026-11-15' });
    expect(late?.endBalance).toBe(30_000);
    const [early] = budgetSections(DEFAULT_PAY_SCHEDULE, '2026-11', [item(1, 'income', 5_000, '3')], 10_000);
    expect(early?.lowest).toEqual({ amount: 10_000, date: '2026-11-01' });
  });

  it('dates a low point on a day the month lacks on its last day', () => {
    const [, late] = budgetSections(
      DEFAULT_PAY_SCHEDULE,
      '2026-02',
      [item(1, 'expense', 1, '02/31/2026')],
      0,
    );
    expect(late?.lowest).toEqual({ amount: -1, date: '2026-02-28' });
  });

  it('puts every item in exactly one section, the one holding its day', () => {
    fc.assert(
      fc.property(schedules, budgets, (schedule, { month, items, carryForward }) => {
        const sections = budgetSections(schedule, month, items, carryForward);
        for (const entry of items) {
          const holding = sections.filter((section) =>
            (entry.kind === 'income' ? section.incomeIds : section.expenseIds).includes(entry.id),
          );
          expect(holding).toHaveLength(1);
          const day = itemDayInMonth(entry.dueDate, month);
          expect(holding[0]?.startDay).toBeLessThanOrEqual(day);
          expect(holding[0]?.endDay).toBeGreaterThanOrEqual(day);
        }
        const placed = sections.reduce(
          (count, section) => count + section.incomeIds.length + section.expenseIds.length,
          0,
        );
        expect(placed).toBe(items.length);
      }),
    );
  });

  it('chains balances: each closing balance is the one before plus its income less its expenses', () => {
    fc.assert(
      fc.property(schedules, budgets, (schedule, { month, items, carryForward }) => {
        const sections = budgetSections(schedule, month, items, carryForward);
        const amount = (id: number, kind: SectionItem['kind']) =>
          items.find((entry) => entry.id === id && entry.kind === kind)?.amount ?? 0;
        openings(sections, carryForward, items, month).forEach((opening, index) => {
          const section = sections[index] as BudgetSection;
          const opensWith = (id: number) =>
            index === 0 && items.some((entry) => entry.id === id && opensMonth(entry, month));
          const income = section.incomeIds
            .filter((id) => !opensWith(id))
            .reduce((sum, id) => sum + amount(id, 'income'), 0);
          const expenses = section.expenseIds.reduce((sum, id) => sum + amount(id, 'expense'), 0);
          expect(section.endBalance).toBe(opening + income - expenses);
          const unpaid = section.expenseIds
            .map((id) => items.find((entry) => entry.id === id) as SectionItem)
            .reduce((sum, entry) => sum + (entry.isPaid ? 0 : entry.amount), 0);
          expect(section.unpaid).toBe(unpaid);
        });
      }),
    );
  });

  it('finds the lowest of the daily running balances, never above the opening or closing balance', () => {
    fc.assert(
      fc.property(schedules, budgets, (schedule, { month, items, carryForward }) => {
        const sections = budgetSections(schedule, month, items, carryForward);
        openings(sections, carryForward, items, month).forEach((opening, index) => {
          const section = sections[index] as BudgetSection;
          const held = items.filter((entry) =>
            (entry.kind === 'income' ? section.incomeIds : section.expenseIds).includes(entry.id),
          );
          const balances = dailyBalances(section, opening, held, month);
          expect(section.lowest.amount).toBe(Math.min(...balances));
          expect(section.lowest.amount).toBeLessThanOrEqual(opening);
          expect(section.lowest.amount).toBeLessThanOrEqual(section.endBalance);
          expect(section.lowest.date >= section.start && section.lowest.date <= section.end).toBe(true);
        });
      }),
    );
  });

  it('reports the opening balance on the first day when there are no expenses', () => {
    fc.assert(
      fc.property(schedules, budgets, (schedule, { month, items, carryForward }) => {
        const onlyIncome = items.filter((entry) => entry.kind === 'income');
        const sections = budgetSections(schedule, month, onlyIncome, carryForward);
        openings(sections, carryForward, items, month).forEach((opening, index) => {
          expect(sections[index]?.lowest).toEqual({ amount: opening, date: sections[index]?.start });
        });
      }),
    );
  });

  it('counts the money the month opens with before the bills of the 1st: no false dip', () => {
    const firstOfMonth = [
      { ...item(1, 'income', 150_100, '1'), name: 'Starting cash' },
      { ...item(2, 'expense', 120_000, '12/01/2026'), name: 'Rent' },
      { ...item(3, 'expense', 6_525, '1'), name: 'Phone bill' },
      { ...item(4, 'income', 200_000, '15'), name: 'Paycheck' },
    ];
    const [early, late] = budgetSections(DEFAULT_PAY_SCHEDULE, '2026-12', firstOfMonth, 0);
    expect(early?.openingBalance).toBe(150_100);
    expect(early?.lowest).toEqual({ amount: 23_575, date: '2026-12-01' });
    expect(early?.endBalance).toBe(23_575);
    expect(late?.endBalance).toBe(223_575);
    // The same money under a name that is not opening money is a paycheck: still before the day's bills.
    const asIncome = firstOfMonth.map((entry) => ({ ...entry, name: 'Income' }));
    expect(budgetSections(DEFAULT_PAY_SCHEDULE, '2026-12', asIncome, 0)[0]?.lowest).toEqual({
      amount: 0,
      date: '2026-12-01',
    });
  });

  it('with every item on the 1st, the low point is the lower of what the month opens with and its close', () => {
    fc.assert(
      fc.property(schedules, budgets, (schedule, { month, items, carryForward }) => {
        const onFirstDay = items.map((entry) => ({ ...entry, dueDate: '1' }));
        const [first] = budgetSections(schedule, month, onFirstDay, carryForward);
        const opening = openings([first as BudgetSection], carryForward, onFirstDay, month)[0] ?? 0;
        const net = onFirstDay
          .filter((entry) => !opensMonth(entry, month))
          .reduce((sum, entry) => sum + signedAmount(entry), 0);
        const closeOfFirst = opening + net;
        expect(first?.lowest).toEqual({
          amount: Math.min(opening, closeOfFirst),
          date: isoDateInMonth(month, 1),
        });
      }),
    );
  });

  it("reproduces the spec's early and late halves and their balances with the default schedule", () => {
    fc.assert(
      fc.property(budgets, ({ month, items, carryForward }) => {
        // Core §1 / §3 as the spec words them: day 14 or less is early, anything else (unreadable: 15) late.
        const early = items.filter((entry) => isEarlyDay(itemDay(entry.dueDate)));
        const late = items.filter((entry) => !isEarlyDay(itemDay(entry.dueDate)));
        const net = (list: SectionItem[]) => list.reduce((sum, entry) => sum + signedAmount(entry), 0);
        const [first, second, ...rest] = budgetSections(DEFAULT_PAY_SCHEDULE, month, items, carryForward);
        expect(rest).toEqual([]);
        const idsOf = (list: SectionItem[], kind: SectionItem['kind']) =>
          list.filter((entry) => entry.kind === kind).map((entry) => entry.id);
        expect(first?.incomeIds).toEqual(idsOf(early, 'income'));
        expect(first?.expenseIds).toEqual(idsOf(early, 'expense'));
        expect(second?.incomeIds).toEqual(idsOf(late, 'income'));
        expect(second?.expenseIds).toEqual(idsOf(late, 'expense'));
        expect(first?.endBalance).toBe(carryForward + net(early));
        expect(second?.endBalance).toBe(carryForward + net(early) + net(late));
      }),
    );
  });
});

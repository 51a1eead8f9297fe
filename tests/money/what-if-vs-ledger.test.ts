// The what-if runway (core whatIfRequest fed to computeRunway) against saving the changes and reading the runway
// again: the plain model of what saving stores (saved-changes.ts) replayed by the independent ledger, to the cent.
import { computeRunway } from '@halfwise/core/runway.ts';
import type { RunwayChange } from '@halfwise/core/runway-what-if.ts';
import { whatIfRequest } from '@halfwise/core/runway-what-if.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMoney, PROPERTY_TIMEOUT } from './cases.ts';
import { isOpeningMoneyName, isoDate, monthLength, paydays } from './ledger.ts';
import { replayRunway, type LedgerBudget } from './runway-ledger.ts';
import { monthAt, whatIfRunways } from './runway-arbitraries.ts';
import { savedBudgets, type SavedItem } from './saved-changes.ts';

type Budgets = LedgerBudget<SavedItem>[];

/** A day of one of the budgets' months. */
function daysOf(budgets: Budgets): fc.Arbitrary<string> {
  return fc
    .constantFrom(...budgets.map((budget) => budget.month))
    .chain((month) => fc.integer({ min: 1, max: monthLength(month) }).map((day) => isoDate(month, day)));
}

/** One change of an item the budgets can take: an amount alone for a bill whose date can't move. */
function changeOf(item: SavedItem, days: fc.Arbitrary<string>): fc.Arbitrary<RunwayChange> {
  const { id, kind } = item;
  const amounts = fc.integer({ min: 0, max: 1_000_000 });
  const amountAlone = amounts.map((amount): RunwayChange => ({ id, kind, amount }));
  if (item.fixedDate) return amountAlone;
  const choices: fc.Arbitrary<RunwayChange>[] = [
    amountAlone,
    days.map((date): RunwayChange => ({ id, kind, date })),
    fc.tuple(days, amounts).map(([date, amount]): RunwayChange => ({ id, kind, date, amount })),
    fc.constant<RunwayChange>({ id, kind, skip: true }),
  ];
  if (item.amount >= 2)
    choices.push(
      fc
        .tuple(days, days, fc.integer({ min: 1, max: item.amount - 1 }))
        .map(([first, second, part]): RunwayChange => ({
          id,
          kind,
          split: [
            { date: first, amount: part },
            { date: second, amount: item.amount - part },
          ],
        })),
    );
  return fc.oneof(...choices);
}

/** Up to 6 items changed, in any order, and up to 2 moves from Future Goals that its balance covers. */
function changeSets(budgets: Budgets, goalsBalance: number): fc.Arbitrary<RunwayChange[]> {
  const months = budgets.filter((budget) => budget.items.length > 0);
  if (budgets.length === 0) return fc.constant([]);
  const days = daysOf(budgets);
  const items = months.flatMap((budget) => budget.items.filter((item) => !isOpeningMoneyName(item)));
  const itemChanges = fc
    .shuffledSubarray(items, { maxLength: Math.min(6, items.length) })
    .chain((chosen) => fc.tuple(...chosen.map((item) => changeOf(item, days))));
  const fromGoals =
    goalsBalance < 2
      ? fc.constant<RunwayChange[]>([])
      : fc
          .array(fc.tuple(days, fc.integer({ min: 1, max: Math.floor(goalsBalance / 2) })), {
            maxLength: 2,
          })
          .map((moves) =>
            moves.map(([date, amount]): RunwayChange => ({ kind: 'from-goals', date, amount })),
          );
  return fc.tuple(itemChanges, fromGoals, fc.nat()).map(([changes, moves, at]) => {
    const all = [...changes];
    for (const move of moves) all.splice(at % (all.length + 1), 0, move);
    return all;
  });
}

/** Each payday's set-aside as goals planned on `balance` would set it: any plain rule of the balance will do. */
function setAsidesFor(
  schedule: Parameters<typeof paydays>[0],
  from: string,
  balance: number,
): Map<string, number> {
  const setAsides = new Map<string, number>();
  for (let offset = -1; offset <= 13; offset += 1) {
    const month = monthAt(from.slice(0, 7), offset);
    for (const day of paydays(schedule, month))
      setAsides.set(isoDate(month, day), Math.max(0, 90_000 - Math.floor(balance / 7)) * (day % 2));
  }
  return setAsides;
}

const cases = whatIfRunways.chain((runway) =>
  fc.record({
    runway: fc.constant(runway),
    changes: changeSets(runway.budgets, runway.goalsBalance),
    goalsInBudget: fc.boolean(),
  }),
);

describe('the what-if runway against saving the changes', PROPERTY_TIMEOUT, () => {
  it('equals the ledger’s runway of the budgets as saving the changes leaves them, to the cent', () => {
    checkMoney('what-if runways', cases, ({ runway, changes, goalsInBudget }) => {
      const { schedule, from, count, cushion, budgets, goalsBalance } = runway;
      const setAsides = goalsInBudget ? setAsidesFor(schedule, from, goalsBalance) : undefined;
      const request = {
        schedule,
        from,
        paychecks: count,
        cushion,
        budgets,
        ...(setAsides ? { goals: { setAsides } } : {}),
      };
      const context = {
        goalsBalance,
        replanGoals: (balance: number) => ({ setAsides: setAsidesFor(schedule, from, balance) }),
      };
      const saved = savedBudgets(budgets, changes);
      const savedSetAsides =
        setAsides && saved.fromGoals > 0
          ? setAsidesFor(schedule, from, goalsBalance - saved.fromGoals)
          : setAsides;
      expect(computeRunway(whatIfRequest(request, changes, context))).toEqual(
        replayRunway(schedule, from, count, cushion, saved.budgets, savedSetAsides),
      );
    });
  });

  it('lets the saved budgets disagree with a wrong what-if (the check can fail)', () => {
    // Paid on the 1st and the 15th; Rent moved from the 2nd to the 16th, after the 15th's paycheck.
    const schedule = { kind: 'semimonthly' as const, days: [1, 15] as [number, number] };
    const budgets: Budgets = [
      {
        month: '2027-03',
        carryForward: 0,
        items: [
          { id: 1, kind: 'income', amount: 100_000, dueDate: '1', name: 'Paycheck' },
          { id: 1, kind: 'expense', amount: 150_000, dueDate: '03/02/2027', name: 'Rent' },
          { id: 2, kind: 'income', amount: 100_000, dueDate: '15', name: 'Paycheck' },
        ],
      },
    ];
    const changes: RunwayChange[] = [{ id: 1, kind: 'expense', date: '2027-03-16' }];
    const saved = replayRunway(schedule, '2027-03-01', 2, 0, savedBudgets(budgets, changes).budgets);
    expect(saved.firstShort).toBeNull();
    expect(replayRunway(schedule, '2027-03-01', 2, 0, budgets).firstShort).toEqual({
      date: '2027-03-02',
      amount: 50_000,
    });
    const request = { schedule, from: '2027-03-01', paychecks: 2, cushion: 0, budgets };
    expect(computeRunway(whatIfRequest(request, changes, { goalsBalance: 0 }))).toEqual(saved);
  });
});

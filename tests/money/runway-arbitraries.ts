// Random runways for the money tests: a person's months around today, each set up, empty or missing.
import fc from 'fast-check';
import { carryForwards, monthItems, months, schedules, type MoneyItem } from './arbitraries.ts';
import { isoDate, monthLength } from './ledger.ts';
import type { LedgerBudget } from './runway-ledger.ts';
import type { SavedItem } from './saved-changes.ts';

/** The 'yyyy-MM' `offset` months from `month`. */
export function monthAt(month: string, offset: number): string {
  const [year, number] = month.split('-').map(Number);
  const total = (year ?? 0) * 12 + (number ?? 1) - 1 + offset;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** A person's months around today: from 14 months before to 13 after, each set up, empty or missing. */
export const runways = fc
  .tuple(
    schedules,
    months.filter((month) => month >= '1902-01' && month <= '2398-12'),
  )
  .chain(([schedule, month]) =>
    fc.record({
      schedule: fc.constant(schedule),
      from: fc.integer({ min: 1, max: monthLength(month) }).map((day) => isoDate(month, day)),
      count: fc.integer({ min: 1, max: 12 }),
      cushion: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000 })),
      budgets: fc
        .array(
          fc.record({
            offset: fc.integer({ min: -14, max: 13 }),
            carryForward: carryForwards,
            empty: fc.boolean(),
          }),
          { maxLength: 8 },
        )
        .chain((picks) =>
          fc.tuple(
            ...picks.map(({ offset, carryForward, empty }) => {
              const at = monthAt(month, offset);
              return (empty ? fc.constant<MoneyItem[]>([]) : monthItems(at, schedule, 12)).map(
                (items): LedgerBudget<MoneyItem> => ({ month: at, carryForward, items }),
              );
            }),
          ),
        )
        // One budget per month, as the database holds them.
        .map((budgets) =>
          budgets.filter(
            (budget, index) => budgets.findIndex((other) => other.month === budget.month) === index,
          ),
        ),
    }),
  );

/**
 * The random runways of runway-vs-ledger, each item with an id of its own (ids are per kind across a person's
 * months), some bills whose due date can't move, some linked to a goal, and a Future Goals balance.
 */
export const whatIfRunways = runways.chain((runway) =>
  fc
    .record({
      fixedEvery: fc.integer({ min: 1, max: 5 }),
      goalsBalance: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000_000 })),
    })
    .map(({ fixedEvery, goalsBalance }) => ({
      ...runway,
      goalsBalance,
      budgets: runway.budgets.map((budget, month): LedgerBudget<SavedItem> => ({
        ...budget,
        items: budget.items.map((item, index) => ({
          ...item,
          id: month * 100 + index + 1,
          fixedDate: item.kind === 'expense' && index % fixedEvery === 0,
          goalId: item.kind === 'expense' && index % 3 === 1 ? 7 : null,
        })),
      })),
    })),
);

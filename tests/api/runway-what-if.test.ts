// POST /api/runway/what-if over HTTP (docs/api.md "Runway"): every refusal names its field, nothing is written, and
// the answer is the runway GET /api/runway answers once the same changes are applied.
import { RUNWAY_CHANGE_MESSAGES } from '@halfwise/core/contract/runway.ts';
import { WHAT_IF_MESSAGES, type RunwayChange } from '@halfwise/core/runway-what-if.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signUp } from './budget-fixtures.ts';
import {
  apply,
  budgetsOf,
  dayIn,
  MONTHS,
  runwayOf,
  runwayPerson,
  undo,
  whatIf,
  type RunwayItem,
} from './runway-fixtures.ts';

describe('POST /api/runway/what-if', () => {
  it('refuses a malformed change with 400 naming changes.N.field, and writes nothing', async () => {
    const me = await runwayPerson({ goals: 100 });
    const rent = me.item('Rent');
    const budgets = await budgetsOf(me);
    const bad: [unknown[], string][] = [
      [[], `changes: ${RUNWAY_CHANGE_MESSAGES.changes}`],
      [[{ kind: 'expense', id: 1.5, skip: true }], `changes.0.id: ${RUNWAY_CHANGE_MESSAGES.id}`],
      [[{ kind: 'bill', id: rent.id, skip: true }], `changes.0.kind: ${RUNWAY_CHANGE_MESSAGES.kind}`],
      [[{ kind: 'expense', id: rent.id }], `changes.0.kind: ${RUNWAY_CHANGE_MESSAGES.what}`],
      [
        [
          { kind: 'expense', id: rent.id, skip: true },
          { kind: 'expense', id: rent.id, date: '2026-13-01' },
        ],
        `changes.1.date: ${RUNWAY_CHANGE_MESSAGES.date}`,
      ],
      [[{ kind: 'expense', id: rent.id, skip: false }], `changes.0.skip: ${RUNWAY_CHANGE_MESSAGES.skip}`],
      [
        [{ kind: 'expense', id: rent.id, split: [{ date: dayIn(MONTHS[1], 2), amount: 1 }] }],
        `changes.0.split: ${RUNWAY_CHANGE_MESSAGES.split}`,
      ],
      [
        [{ kind: 'expense', id: rent.id, amount: 5, split: [] }],
        `changes.0.split: ${RUNWAY_CHANGE_MESSAGES.split}`,
      ],
      [
        [{ kind: 'from-goals', id: rent.id, date: dayIn(MONTHS[1], 2), amount: 100 }],
        `changes.0.id: ${RUNWAY_CHANGE_MESSAGES.fromGoalsId}`,
      ],
      [
        [{ kind: 'from-goals', date: dayIn(MONTHS[1], 2) }],
        `changes.0.amount: ${RUNWAY_CHANGE_MESSAGES.fromGoalsNeeds}`,
      ],
      [[{ kind: 'expense', id: rent.id, skip: true, colour: 'red' }], 'changes.0.colour: Unknown field'],
      [
        [{ kind: 'expense', id: rent.id, date: dayIn(MONTHS[3], 40) }],
        `changes.0.date: ${RUNWAY_CHANGE_MESSAGES.date}`,
      ],
      // The budgets cannot take these.
      [
        [{ kind: 'expense', id: rent.id, date: '2001-01-05' }],
        `changes.0.date: ${WHAT_IF_MESSAGES.noBudget('2001-01-05')}`,
      ],
      [
        [
          { kind: 'expense', id: rent.id, amount: 1 },
          { kind: 'expense', id: rent.id, skip: true },
        ],
        `changes.1.id: ${WHAT_IF_MESSAGES.twice}`,
      ],
      [
        [
          {
            kind: 'expense',
            id: rent.id,
            split: [
              { date: dayIn(MONTHS[1], 2), amount: 60_000 },
              { date: dayIn(MONTHS[1], 16), amount: 50_000 },
            ],
          },
        ],
        `changes.0.split: ${WHAT_IF_MESSAGES.splitSum(120_000)}`,
      ],
      [
        [{ kind: 'income', id: me.item('Starting cash', MONTHS[0]).id, amount: 1 }],
        `changes.0.id: ${WHAT_IF_MESSAGES.opening('Starting cash')}`,
      ],
      [
        [{ kind: 'from-goals', date: dayIn(MONTHS[1], 7), amount: 10_001 }],
        `changes.0.amount: ${WHAT_IF_MESSAGES.overBalance(10_000)}`,
      ],
    ];
    for (const [changes, message] of bad) {
      const response = await whatIf(me, changes);
      expect([response.status, response.body], JSON.stringify(changes)).toEqual([400, { message }]);
    }
    expect(await budgetsOf(me)).toEqual(budgets);
  });

  it('refuses a bill whose due date can’t move being moved, split or skipped, but takes a new amount', async () => {
    const me = await runwayPerson({ fixed: true });
    const insurance = me.item('Insurance');
    const name = WHAT_IF_MESSAGES.fixed('Insurance');
    const moves: [object, string][] = [
      [{ date: dayIn(MONTHS[1], 16) }, 'date'],
      [{ skip: true }, 'skip'],
      [
        {
          split: [
            { date: dayIn(MONTHS[1], 8), amount: 40_000 },
            { date: dayIn(MONTHS[1], 16), amount: 40_000 },
          ],
        },
        'split',
      ],
    ];
    for (const [change, field] of moves) {
      const response = await whatIf(me, [{ kind: 'expense', id: insurance.id, ...change }]);
      expect([response.status, response.body]).toEqual([400, { message: `changes.0.${field}: ${name}` }]);
    }
    expect((await whatIf(me, [{ kind: 'expense', id: insurance.id, amount: 100 }])).status).toBe(200);
  });

  it('answers 404 naming the id for an unknown item and for another person’s', async () => {
    const me = await runwayPerson();
    const stranger = await signUp();
    const rent = me.item('Rent');
    const unknown = await whatIf(me, [{ kind: 'expense', id: rent.id + 1_000_000, skip: true }]);
    expect([unknown.status, unknown.body]).toEqual([
      404,
      { message: `changes.0.id: ${WHAT_IF_MESSAGES.unknown('expense', rent.id + 1_000_000)}` },
    ]);
    // The same id asked as an income is not one either.
    const asIncome = await whatIf(me, [{ kind: 'income', id: rent.id, amount: 5 }]);
    expect(asIncome.status).toBe(404);
    const theirs = await whatIf(stranger, [{ kind: 'expense', id: rent.id, amount: 1 }]);
    expect([theirs.status, theirs.body]).toEqual([
      404,
      { message: `changes.0.id: ${WHAT_IF_MESSAGES.unknown('expense', rent.id)}` },
    ]);
  });

  it('writes nothing', async () => {
    const me = await runwayPerson({ goals: 500 });
    const budgets = await budgetsOf(me);
    const runway = await runwayOf(me);
    const changed = await whatIf(me, [
      { kind: 'expense', id: me.item('Insurance').id, date: dayIn(MONTHS[1], 16) },
      { kind: 'expense', id: me.item('Rent').id, skip: true },
      { kind: 'from-goals', date: dayIn(MONTHS[1], 7), amount: 30_000 },
    ]);
    expect(changed.status).toBe(200);
    expect(changed.body).not.toEqual(runway);
    expect(await budgetsOf(me)).toEqual(budgets);
    expect(await runwayOf(me)).toEqual(runway);
  });

  it('equals GET /api/runway after the same changes are applied, for random change sets', async () => {
    const goals = 1_000;
    const me = await runwayPerson({ goals });
    const movable = me.items.filter((item) => item.name !== 'Starting cash');
    const date = fc
      .tuple(fc.constantFrom(...MONTHS), fc.integer({ min: 1, max: 28 }))
      .map(([month, day]) => dayIn(month, day));
    const changeOf = (item: RunwayItem): fc.Arbitrary<RunwayChange> =>
      fc.oneof(
        date.map((moved) => ({ id: item.id, kind: item.kind, date: moved })),
        fc.integer({ min: 0, max: 200_000 }).map((amount) => ({ id: item.id, kind: item.kind, amount })),
        fc.record({ moved: date, amount: fc.integer({ min: 0, max: 200_000 }) }).map(({ moved, amount }) => ({
          id: item.id,
          kind: item.kind,
          date: moved,
          amount,
        })),
        fc.constant({ id: item.id, kind: item.kind, skip: true as const }),
        fc
          .record({ first: date, second: date, part: fc.integer({ min: 1, max: item.amount - 1 }) })
          .map(({ first, second, part }) => ({
            id: item.id,
            kind: item.kind,
            split: [
              { date: first, amount: part },
              { date: second, amount: item.amount - part },
            ],
          })),
      );
    const changeSet = fc
      .record({
        items: fc.uniqueArray(fc.constantFrom(...movable), {
          minLength: 0,
          maxLength: 4,
          selector: (item) => item.id,
        }),
        fromGoals: fc.option(fc.record({ date, amount: fc.integer({ min: 1, max: goals * 100 }) })),
        paychecks: fc.integer({ min: 1, max: 8 }),
      })
      .filter(({ items, fromGoals }) => items.length > 0 || fromGoals !== null)
      .chain(({ items, fromGoals, paychecks }) =>
        fc.tuple(...items.map(changeOf)).map((changes) => ({
          paychecks,
          changes: [
            ...changes,
            ...(fromGoals
              ? [{ kind: 'from-goals' as const, date: fromGoals.date, amount: fromGoals.amount }]
              : []),
          ],
        })),
      );
    const before = await budgetsOf(me);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(changeSet, async ({ changes, paychecks }) => {
        run += 1;
        const expected = await whatIf(me, changes, paychecks);
        expect(expected.status).toBe(200);
        const undoId = `what-if-run-${run}-${crypto.randomUUID()}`;
        const applied = await apply(me, changes, { undoId, paychecks });
        expect(applied.status).toBe(200);
        expect(applied.body).toEqual(expected.body);
        expect(await runwayOf(me, paychecks)).toEqual(expected.body);
        expect((await undo(me, undoId)).status).toBe(204);
      }),
      { numRuns: 25 },
    );
    expect(await budgetsOf(me)).toEqual(before);
  });
});

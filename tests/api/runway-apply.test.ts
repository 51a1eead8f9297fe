// POST /api/runway/apply and DELETE /api/runway/apply/:undoId over HTTP (docs/api.md "Runway"): the saved runway
// equals the what-if's, a bad change refuses the whole apply, a retry writes once, and one undo takes it all back.
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import type { Goal } from '@halfwise/core/contract/goals.ts';
import { FROM_GOALS_NAME, WHAT_IF_MESSAGES, type RunwayChange } from '@halfwise/core/runway-what-if.ts';
import { describe, expect, it } from 'vitest';
import { signUp } from './budget-fixtures.ts';
import { join } from './household-fixtures.ts';
import {
  apply,
  budgetsOf,
  dayIn,
  MONTHS,
  runwayOf,
  runwayPerson,
  undo,
  whatIf,
  type RunwayPerson,
} from './runway-fixtures.ts';
import { apiClient, useDatabase } from './support.ts';

const sql = useDatabase();

/** One change of every kind: a move to another month, a new amount, a skip, a split and a move from Future Goals. */
function everyKind(me: RunwayPerson): RunwayChange[] {
  return [
    { kind: 'expense', id: me.item('Insurance').id, date: dayIn(MONTHS[2], 16) },
    { kind: 'expense', id: me.item('Phone').id, amount: 4_000, date: dayIn(MONTHS[1], 9) },
    { kind: 'expense', id: me.item('Groceries').id, skip: true },
    {
      kind: 'expense',
      id: me.item('Rent').id,
      split: [
        { date: dayIn(MONTHS[1], 2), amount: 100_000 },
        { date: dayIn(MONTHS[1], 16), amount: 20_000 },
      ],
    },
    { kind: 'income', id: me.item('Paycheck', MONTHS[2]).id, amount: 90_000 },
    { kind: 'from-goals', date: dayIn(MONTHS[1], 7), amount: 30_000 },
  ];
}

const balances = async (person: RunwayPerson) =>
  (await budgetsOf(person)).map((budget) => budget.budget!.futureGoalsBalance);

describe('POST /api/runway/apply', () => {
  it('saves every kind of change so that the runway equals the what-if’s, and one undo restores it all', async () => {
    const me = await runwayPerson({ goals: 500 });
    // The later months hold the balance too, as a copy forward leaves it.
    await sql`update public.budgets set future_goals_balance = 50000 where user_id = ${me.userId}`;
    const before = await budgetsOf(me);
    const runwayBefore = await runwayOf(me);
    const changes = everyKind(me);
    const expected = (await whatIf(me, changes)).body;
    const applied = await apply(me, changes, { undoId: 'undo-every-kind' });
    expect([applied.status, applied.body]).toEqual([200, expected]);
    expect(await runwayOf(me)).toEqual(expected);

    const after = await budgetsOf(me);
    const month1 = after[1]!;
    // The insurance went to the month after, the split left a part of the rent on the 16th, the goals' money came in.
    expect(month1.expenseItems.map((item) => item.name)).not.toContain('Insurance');
    expect(after[2]!.expenseItems.find((item) => item.id === me.item('Insurance').id)).toMatchObject({
      dueDate: `${MONTHS[2].slice(5)}/16/${MONTHS[2].slice(0, 4)}`,
      budgetId: after[2]!.budget!.id,
    });
    const rents = month1.expenseItems.filter((item) => item.name === 'Rent');
    expect(rents.map((item) => [item.amount, item.isPaid])).toEqual([
      [100_000, false],
      [20_000, false],
    ]);
    expect(month1.expenseItems.map((item) => item.name)).not.toContain('Groceries');
    expect(month1.incomeItems.find((item) => item.name === FROM_GOALS_NAME)).toMatchObject({
      amount: 30_000,
    });
    // $500 less $300, this month and every later one.
    expect(await balances(me)).toEqual([20_000, 20_000, 20_000, 20_000]);

    expect((await undo(me, 'undo-every-kind')).status).toBe(204);
    expect(await budgetsOf(me)).toEqual(before);
    expect(await runwayOf(me)).toEqual(runwayBefore);
    const again = await undo(me, 'undo-every-kind');
    expect([again.status, again.body]).toEqual([404, { message: 'undoId: Nothing to undo under this id' }]);
  });

  it('writes nothing when a later change is bad', async () => {
    const me = await runwayPerson({ goals: 100 });
    const before = await budgetsOf(me);
    const changes: RunwayChange[] = [
      { kind: 'expense', id: me.item('Insurance').id, date: dayIn(MONTHS[2], 16) },
      { kind: 'from-goals', date: dayIn(MONTHS[1], 7), amount: 5_000 },
      { kind: 'expense', id: me.item('Phone').id + 1_000_000, skip: true },
    ];
    const refused = await apply(me, changes, { undoId: 'undo-refused' });
    expect([refused.status, refused.body]).toEqual([
      404,
      { message: `changes.2.id: ${WHAT_IF_MESSAGES.unknown('expense', me.item('Phone').id + 1_000_000)}` },
    ]);
    const over = await apply(me, [{ kind: 'from-goals', date: dayIn(MONTHS[1], 7), amount: 10_001 }]);
    expect([over.status, over.body]).toEqual([
      400,
      { message: `changes.0.amount: ${WHAT_IF_MESSAGES.overBalance(10_000)}` },
    ]);
    const malformed = await apply(me, [{ kind: 'expense', id: me.item('Phone').id, date: 'soon' }]);
    expect(malformed.status).toBe(400);
    expect(await budgetsOf(me)).toEqual(before);
    expect((await undo(me, 'undo-refused')).status).toBe(404);
  });

  it('writes once when retried with the same Idempotency-Key', async () => {
    const me = await runwayPerson({ goals: 500 });
    const changes: RunwayChange[] = [
      { kind: 'expense', id: me.item('Insurance').id, date: dayIn(MONTHS[1], 16) },
      { kind: 'from-goals', date: dayIn(MONTHS[1], 7), amount: 10_000 },
    ];
    const first = await apply(me, changes, { key: 'apply-once', undoId: 'undo-once' });
    const second = await apply(me, changes, { key: 'apply-once', undoId: 'undo-once' });
    expect(first.status).toBe(200);
    expect([second.status, second.body, second.headers.get('Idempotent-Replayed')]).toEqual([
      200,
      first.body,
      'true',
    ]);
    const month1 = (await budgetsOf(me))[1]!;
    expect(month1.incomeItems.filter((item) => item.name === FROM_GOALS_NAME)).toHaveLength(1);
    // The later months had no balance: nothing to take there.
    expect(await balances(me)).toEqual([40_000, 0, 0, 0]);
    // Another apply under the same undo id is refused whole.
    const reused = await apply(me, [{ kind: 'from-goals', date: dayIn(MONTHS[1], 7), amount: 100 }], {
      undoId: 'undo-once',
    });
    expect([reused.status, reused.body]).toEqual([
      409,
      { message: 'undoId: This undo id was already used for another apply' },
    ]);
    expect(await balances(me)).toEqual([40_000, 0, 0, 0]);
  });

  it('undoes only the caller’s own household’s apply: another person’s undo id is 404', async () => {
    const me = await runwayPerson({ goals: 500 });
    const stranger = await signUp();
    expect((await apply(me, everyKind(me), { undoId: 'undo-mine-only' })).status).toBe(200);
    const after = await budgetsOf(me);
    expect((await undo(stranger, 'undo-mine-only')).status).toBe(404);
    expect(await budgetsOf(me)).toEqual(after);
    expect((await undo(me, 'bad id!')).status).toBe(400);
    expect((await undo(me, 'undo-mine-only')).status).toBe(204);
  });

  it('acts on the owner’s budget for a partner, who may undo it', async () => {
    const owner = await runwayPerson({ goals: 500 });
    const partner = await signUp();
    await join(owner, partner);
    const before = await budgetsOf(owner);
    const changes = everyKind(owner);
    const expected = (await whatIf(partner, changes)).body;
    expect((await apply(partner, changes, { undoId: 'undo-by-partner' })).body).toEqual(expected);
    expect(await runwayOf(owner)).toEqual(expected);
    expect((await undo(partner, 'undo-by-partner')).status).toBe(204);
    // Every item as it was, but stamped as last changed by the partner who undid it.
    const unstamped = (budgets: BudgetResponse[]) =>
      budgets.map(({ incomeItems, expenseItems, ...rest }) => ({
        ...rest,
        incomeItems: incomeItems.map(({ updatedBy: _, ...item }) => item),
        expenseItems: expenseItems.map(({ updatedBy: _, ...item }) => item),
      }));
    expect(unstamped(await budgetsOf(owner))).toEqual(unstamped(before));
  });

  it('plans the goals’ set-asides again as the budget will, when they are in the budget', async () => {
    const me = await runwayPerson({ goals: 300 });
    const goal = await me.post<Goal>('/api/future-plans', {
      name: 'Trip',
      targetAmount: 120_000,
      targetMonth: MONTHS[3],
    });
    expect(goal.status).toBe(201);
    const settings = await apiClient().request('PUT', '/api/goals/settings', {
      token: me.token,
      body: { intoBudget: true },
    });
    expect(settings.status).toBe(200);
    // A paycheck smaller than a payday's set-aside: the plan is made again on it, as the budget will.
    const smaller: RunwayChange[] = [
      { kind: 'income', id: me.item('Paycheck', MONTHS[2]).id, amount: 5_000 },
    ];
    const capped = (await whatIf(me, smaller)).body;
    expect((await apply(me, smaller, { undoId: 'undo-smaller-paycheck' })).body).toEqual(capped);
    expect(await runwayOf(me)).toEqual(capped);
    expect((await undo(me, 'undo-smaller-paycheck')).status).toBe(204);

    const changes: RunwayChange[] = [
      { kind: 'from-goals', date: dayIn(MONTHS[1], 7), amount: 20_000 },
      { kind: 'income', id: me.item('Paycheck', MONTHS[2]).id, amount: 60_000 },
    ];
    const expected = (await whatIf(me, changes)).body;
    expect((await apply(me, changes, { undoId: 'undo-with-goals' })).body).toEqual(expected);
    expect(await runwayOf(me)).toEqual(expected);
  });

  it('forgets undo records after 30 days', async () => {
    const me = await runwayPerson({ goals: 500 });
    expect((await apply(me, everyKind(me), { undoId: 'undo-long-ago' })).status).toBe(200);
    await sql`
      update public.runway_apply_undos set created_at = now() - interval '31 days'
      where user_id = ${me.userId} and undo_id = 'undo-long-ago'`;
    expect((await undo(me, 'undo-long-ago')).status).toBe(404);
    const [left] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.runway_apply_undos where user_id = ${me.userId}`;
    expect(left!.n).toBe(0);
  });
});

// GET /api/runway/plan over HTTP (docs/api.md "Runway"): a short runway gets suggestions whose changes, posted to
// the what-if, give exactly their `lowest` and no shortfall; a runway that is not short gets none; a bill ticked
// paid or whose due date can't move is never suggested.
import { RUNWAY_PAYCHECKS_MESSAGE, RUNWAY_TODAY_MESSAGE } from '@halfwise/core/contract/runway.ts';
import { MAX_SUGGESTIONS } from '@halfwise/core/runway-plan.ts';
import { describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { join } from './household-fixtures.ts';
import { apiClient } from './support.ts';
import {
  budgetsOf,
  planOf,
  runwayOf,
  runwayPerson,
  TODAY,
  whatIf,
  type RunwayPerson,
} from './runway-fixtures.ts';

/** The ids each suggestion's changes name. */
const suggestedIds = (plan: { suggestions: { changes: { id?: number }[] }[] }) =>
  plan.suggestions.flatMap((suggestion) => suggestion.changes.map((change) => change.id));

async function expectEachSuggestionWorks(person: Person) {
  const plan = (await planOf(person)).body;
  const runway = await runwayOf(person);
  expect(plan.short).toEqual(runway.firstShort);
  expect(plan.suggestions.length).toBeGreaterThan(0);
  expect(plan.suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  for (const suggestion of plan.suggestions) {
    const answer = await whatIf(person, suggestion.changes);
    expect([answer.status, answer.body.lowest, answer.body.firstShort], suggestion.text).toEqual([
      200,
      suggestion.lowest,
      null,
    ]);
  }
  return plan;
}

describe('GET /api/runway/plan', () => {
  it('offers a short runway suggestions that each make it whole, giving exactly their lowest', async () => {
    const me = await runwayPerson({ goals: 2_000 });
    expect((await runwayOf(me)).firstShort).not.toBeNull();
    const plan = await expectEachSuggestionWorks(me);
    // The insurance is the bill that makes it short: moving or splitting it is among the suggestions.
    expect(suggestedIds(plan)).toContain(me.item('Insurance').id);
    expect(plan.suggestions.some((suggestion) => suggestion.changes[0]!.kind === 'from-goals')).toBe(true);
  });

  it('answers a runway that is not short with no suggestions', async () => {
    const me = await runwayPerson({ bill: 100 });
    expect((await runwayOf(me)).firstShort).toBeNull();
    expect((await planOf(me)).body).toEqual({ short: null, suggestions: [] });
  });

  it('never suggests a bill ticked paid or one whose due date can’t move', async () => {
    const fixed = await runwayPerson({ fixed: true, goals: 2_000 });
    await tickPaid(fixed, 'Phone');
    await tickPaid(fixed, 'Rent');
    const plan = await expectEachSuggestionWorks(fixed);
    const ids = suggestedIds(plan);
    for (const name of ['Insurance', 'Phone', 'Rent']) expect(ids).not.toContain(fixed.item(name).id);
    // Without the mark and the ticks, the same bills are the ones to move.
    const free = await runwayPerson({ goals: 2_000 });
    expect(suggestedIds((await planOf(free)).body)).toContain(free.item('Insurance').id);
  });

  it('writes nothing', async () => {
    const me = await runwayPerson({ goals: 2_000 });
    const budgets = await budgetsOf(me);
    expect((await planOf(me)).status).toBe(200);
    expect(await budgetsOf(me)).toEqual(budgets);
  });

  it('is the owner’s plan for a partner, and a stranger’s own', async () => {
    const owner = await runwayPerson({ goals: 2_000 });
    const partner = await signUp();
    await join(owner, partner);
    expect((await planOf(partner)).body).toEqual((await planOf(owner)).body);
    const stranger = await signUp();
    expect((await planOf(stranger)).body).toEqual({ short: null, suggestions: [] });
  });

  it('refuses the runway’s bad queries as GET /api/runway does', async () => {
    const me = await signUp();
    for (const bad of ['0', '13', 'six']) {
      const response = await planOf(me, `paychecks=${bad}`);
      expect([response.status, response.body]).toEqual([
        400,
        { message: `paychecks: ${RUNWAY_PAYCHECKS_MESSAGE}` },
      ]);
    }
    expect((await planOf(me, 'today=2001-01-01')).body).toEqual({
      message: `today: ${RUNWAY_TODAY_MESSAGE}`,
    });
    expect((await planOf(me, `today=${TODAY}&userId=x`)).body).toEqual({ message: 'userId: Unknown field' });
    expect((await apiClient().get('/api/runway/plan')).status).toBe(401);
  });
});

async function tickPaid(person: RunwayPerson, name: string) {
  const response = await person.patch(`/api/expense/${person.item(name).id}`, { isPaid: true });
  expect(response.status).toBe(200);
}

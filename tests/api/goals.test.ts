import { describe, expect, it } from 'vitest';
import { BODY_NOT_JSON } from '../../supabase/functions/_shared/validate.ts';
import { UNDATED_GOAL_FIELDS, type Goal } from '@halfwise/core/contract/goals.ts';
import { GOAL_MESSAGES } from '@halfwise/core/goal-schemas.ts';
import { apiClient, useDatabase, type SessionBody } from './support.ts';

const api = apiClient();
const sql = useDatabase();

/** Each account signs up from its own address, so the sign-up rate limit never trips in this file. */
const newUser = () => apiClient().register();

const listGoals = (session: SessionBody) => api.get<Goal[]>('/api/future-plans', { token: session.token });

async function createGoal(session: SessionBody, body: Record<string, unknown>): Promise<Goal> {
  const response = await api.post<Goal>('/api/future-plans', { token: session.token, body });
  if (response.status !== 201)
    throw new Error(`create goal failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

const deleteGoal = (session: SessionBody, id: number | string) =>
  api.request('DELETE', `/api/future-plans/${id}`, { token: session.token });

async function storedGoal(id: number) {
  const [row] = await sql`
    select user_id, name, target_amount, saved_amount, timeframe_months, emoji
    from public.future_plans where id = ${id}`;
  return row;
}

describe('GET /api/future-plans', () => {
  it('answers an empty list for a new user', async () => {
    const session = await newUser();
    const response = await listGoals(session);
    expect([response.status, response.body]).toEqual([200, []]);
  });

  it("lists the caller's goals in creation order, and never another user's", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const names = ['Emergency fund', 'Vacation', 'New laptop'];
    const created: Goal[] = [];
    for (const name of names) created.push(await createGoal(alice, { name, targetAmount: 100_00 }));
    await createGoal(bob, { name: "Bob's car", targetAmount: 5_000_00 });

    const asAlice = await listGoals(alice);
    expect(asAlice.status).toBe(200);
    expect(asAlice.body).toEqual(created);
    expect(asAlice.body.map((goal) => goal.name)).toEqual(names);

    const asBob = await listGoals(bob);
    expect(asBob.body.map((goal) => goal.name)).toEqual(["Bob's car"]);
    expect(JSON.stringify(asBob.body)).not.toContain(alice.user.id);
  });

  it('needs a token', async () => {
    const response = await api.get('/api/future-plans');
    expect([response.status, response.body]).toEqual([401, { message: 'Please log in to continue.' }]);
  });
});

describe('POST /api/future-plans', () => {
  it('creates a goal for the caller with the 12-month timeframe, a target emoji and nothing saved', async () => {
    const session = await newUser();
    const response = await api.post<Goal>('/api/future-plans', {
      token: session.token,
      body: { userId: 0, name: '  Emergency fund ', targetAmount: 1_500_00, timeframeMonths: 36 },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      userId: session.user.id,
      name: 'Emergency fund',
      targetAmount: 1_500_00,
      savedAmount: 0,
      timeframeMonths: 12,
      emoji: '🎯',
      isDefault: false,
      // A new goal goes last: its place is its id.
      sortOrder: response.body.id,
      updatedBy: session.user.id,
      // Undated, as the spec's goals are: nothing to set aside from a paycheck (goals-by-paycheck.test.ts).
      ...UNDATED_GOAL_FIELDS,
      createdOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await storedGoal(response.body.id)).toEqual({
      user_id: session.user.id,
      name: 'Emergency fund',
      target_amount: 1_500_00,
      saved_amount: 0,
      timeframe_months: 12,
      emoji: '🎯',
    });
  });

  it('keeps a chosen emoji and saved amount, and accepts the $1,000,000 ceiling and zero', async () => {
    const session = await newUser();
    const house = await createGoal(session, {
      name: 'House',
      targetAmount: 100_000_000,
      emoji: '🏠',
      savedAmount: 2_000_00,
    });
    expect(house).toMatchObject({ targetAmount: 100_000_000, emoji: '🏠', savedAmount: 2_000_00 });
    const someday = await createGoal(session, { name: 'Someday', targetAmount: 0, emoji: '👨‍👩‍👧' });
    expect(someday).toMatchObject({ targetAmount: 0, emoji: '👨‍👩‍👧' });
  });

  it("ignores a userId in the body: a goal posted with another user's id belongs to the caller", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const goal = await createGoal(alice, { userId: bob.user.id, name: 'Mine', targetAmount: 10_00 });
    expect(goal.userId).toBe(alice.user.id);
    expect(await storedGoal(goal.id)).toMatchObject({ user_id: alice.user.id });
    expect((await listGoals(bob)).body).toEqual([]);
    expect((await listGoals(alice)).body).toEqual([goal]);
  });

  it.each([
    [{ targetAmount: 100 }, 'name: Goal name is required'],
    [{ name: '   ', targetAmount: 100 }, 'name: Goal name is required'],
    [{ name: 42, targetAmount: 100 }, 'name: Goal name is required'],
    [{ name: 'x'.repeat(101), targetAmount: 100 }, 'name: Goal name must be at most 100 characters'],
    [{ name: 'Trip' }, 'targetAmount: Target amount is required'],
    [{ name: 'Trip', targetAmount: 'abc' }, 'targetAmount: Target amount must be a number'],
    [{ name: 'Trip', targetAmount: '500' }, 'targetAmount: Target amount must be a number'],
    [{ name: 'Trip', targetAmount: null }, 'targetAmount: Target amount must be a number'],
    [{ name: 'Trip', targetAmount: 12.5 }, 'targetAmount: Target amount must be a whole number of cents'],
    [{ name: 'Trip', targetAmount: -1 }, 'targetAmount: Target amount must be non-negative'],
    [{ name: 'Trip', targetAmount: 100_000_001 }, 'targetAmount: Target amount must be at most $1,000,000'],
    [{ name: 'Trip', targetAmount: 1e300 }, 'targetAmount: Target amount must be at most $1,000,000'],
    [{ name: 'Trip', targetAmount: 100, emoji: '' }, 'emoji: Emoji must be 1 to 8 characters'],
    [{ name: 'Trip', targetAmount: 100, emoji: 'abcdefghi' }, 'emoji: Emoji must be 1 to 8 characters'],
    [{ name: 'Trip', targetAmount: 100, emoji: 7 }, 'emoji: Emoji must be 1 to 8 characters'],
    [{ name: 'Trip', targetAmount: 100, savedAmount: -5 }, 'savedAmount: Saved amount must be non-negative'],
    [{ name: 'Trip', targetAmount: 100, isDefault: true }, 'isDefault: Unknown field'],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const session = await newUser();
    const response = await api.post('/api/future-plans', { token: session.token, body });
    expect([response.status, response.body]).toEqual([400, { message }]);
    expect((await listGoals(session)).body).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const session = await newUser();
    const response = await api.post('/api/future-plans', { token: session.token, rawBody: '{name:' });
    expect([response.status, response.body]).toEqual([400, { message: BODY_NOT_JSON }]);
  });

  it('needs a token', async () => {
    const response = await api.post('/api/future-plans', { body: { name: 'Trip', targetAmount: 100 } });
    expect(response.status).toBe(401);
  });
});

describe('PATCH /api/future-plans/:id', () => {
  it('changes the name, the target amount and the emoji, and answers the goal', async () => {
    const session = await newUser();
    const goal = await createGoal(session, { name: 'Trip', targetAmount: 500_00 });

    const renamed = await api.patch<Goal>(`/api/future-plans/${goal.id}`, {
      token: session.token,
      body: { name: ' Trip to Lisbon ' },
    });
    expect([renamed.status, renamed.body]).toEqual([200, { ...goal, name: 'Trip to Lisbon' }]);

    const retargeted = await api.patch<Goal>(`/api/future-plans/${goal.id}`, {
      token: session.token,
      body: { targetAmount: 1_200_00, emoji: '✈️' },
    });
    const expected = { ...goal, name: 'Trip to Lisbon', targetAmount: 1_200_00, emoji: '✈️' };
    expect([retargeted.status, retargeted.body]).toEqual([200, expected]);
    expect((await listGoals(session)).body).toEqual([expected]);
    expect(await storedGoal(goal.id)).toMatchObject({ name: 'Trip to Lisbon', target_amount: 1_200_00 });
  });

  it.each([
    [{}, `body: ${GOAL_MESSAGES.nothingToUpdate}`],
    [{ name: '' }, 'name: Goal name is required'],
    [{ name: 'x'.repeat(101) }, 'name: Goal name must be at most 100 characters'],
    [{ targetAmount: 'lots' }, 'targetAmount: Target amount must be a number'],
    [{ targetAmount: 0.5 }, 'targetAmount: Target amount must be a whole number of cents'],
    [{ targetAmount: -100 }, 'targetAmount: Target amount must be non-negative'],
    [{ targetAmount: 100_000_001 }, 'targetAmount: Target amount must be at most $1,000,000'],
    [{ emoji: '' }, 'emoji: Emoji must be 1 to 8 characters'],
    [{ savedAmount: 100 }, 'savedAmount: Unknown field'],
    [{ userId: '00000000-0000-0000-0000-000000000000' }, 'userId: Unknown field'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const session = await newUser();
    const goal = await createGoal(session, { name: 'Trip', targetAmount: 500_00 });
    const response = await api.patch(`/api/future-plans/${goal.id}`, { token: session.token, body });
    expect([response.status, response.body]).toEqual([400, { message }]);
    expect((await listGoals(session)).body).toEqual([goal]);
  });

  it("answers 404 for another user's goal and leaves it alone", async () => {
    const alice = await newUser();
    const mallory = await newUser();
    const goal = await createGoal(alice, { name: 'Trip', targetAmount: 500_00 });
    const response = await api.patch(`/api/future-plans/${goal.id}`, {
      token: mallory.token,
      body: { name: 'Hacked', targetAmount: 0 },
    });
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    expect(await storedGoal(goal.id)).toMatchObject({ name: 'Trip', target_amount: 500_00 });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const session = await newUser();
    const [{ next }] = await sql<
      [{ next: string }]
    >`select coalesce(max(id), 0) + 1000 as next from public.future_plans`;
    const unknown = await api.patch(`/api/future-plans/${next}`, {
      token: session.token,
      body: { name: 'A' },
    });
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Not found' }]);
    const malformed = await api.patch('/api/future-plans/abc', { token: session.token, body: { name: 'A' } });
    expect([malformed.status, malformed.body]).toEqual([400, { message: 'id: Must be a valid id' }]);
  });

  it('needs a token', async () => {
    const response = await api.patch('/api/future-plans/1', { body: { name: 'A' } });
    expect(response.status).toBe(401);
  });
});

describe('DELETE /api/future-plans/:id', () => {
  it('deletes the goal: 204, then it is gone', async () => {
    const session = await newUser();
    const keep = await createGoal(session, { name: 'Keep', targetAmount: 100 });
    const drop = await createGoal(session, { name: 'Drop', targetAmount: 100 });
    const response = await deleteGoal(session, drop.id);
    expect([response.status, response.body]).toEqual([204, null]);
    expect((await listGoals(session)).body).toEqual([keep]);
    expect(await storedGoal(drop.id)).toBeUndefined();
    const again = await deleteGoal(session, drop.id);
    expect([again.status, again.body]).toEqual([404, { message: 'Not found' }]);
  });

  it("answers 404 for another user's goal and keeps it", async () => {
    const alice = await newUser();
    const mallory = await newUser();
    const goal = await createGoal(alice, { name: 'Trip', targetAmount: 500_00 });
    const response = await deleteGoal(mallory, goal.id);
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    expect((await listGoals(alice)).body).toEqual([goal]);
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    const session = await newUser();
    const malformed = await deleteGoal(session, '-1');
    expect([malformed.status, malformed.body]).toEqual([400, { message: 'id: Must be a valid id' }]);
    const anonymous = await api.request('DELETE', '/api/future-plans/1');
    expect(anonymous.status).toBe(401);
  });
});

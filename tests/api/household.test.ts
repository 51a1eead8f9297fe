// Budget together over HTTP: who may read and write the owner's budget (owner, partner, removed partner, invited
// but not accepted, stranger, anonymous), the invitation rules, and both members writing at once.
import type { BudgetResponse, ExpenseItem } from '@halfwise/core/contract/budget.ts';
import { HOUSEHOLD_MESSAGES, type Household } from '@halfwise/core/contract/household.ts';
import type { Goal } from '@halfwise/core/contract/goals.ts';
import { apiUserSchema, type ApiUser } from '@halfwise/core/contract/account.ts';
import { PAY_SCHEDULE_OWNER_ONLY } from '@halfwise/core/pay-schedule-schema.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { invite, join } from './household-fixtures.ts';
import { apiClient, useDatabase, waitForMail } from './support.ts';
import { firstLink } from '../support/mailbox.ts';

const MONTH = '2026-03';
const db = useDatabase();

describe("who reaches the owner's budget", () => {
  let owner: Person;
  let budget: BudgetResponse;
  let expense: ExpenseItem;
  let goal: Goal;
  const people: Record<string, Person> = {};

  beforeAll(async () => {
    [owner, people.partner, people.removed, people.invited, people.stranger] = await Promise.all([
      signUp(),
      signUp(),
      signUp(),
      signUp(),
      signUp(),
    ]);
    people.owner = owner;
    budget = await owner.createBudget(MONTH);
    expense = await owner.addItem('expense', budget.budget!.id, {
      name: 'Rent',
      amount: 100000,
      dueDate: '3',
    });
    goal = (await owner.post<Goal>('/api/future-plans', { name: 'Trip', targetAmount: 1000 })).body;
    await join(owner, people.removed!);
    expect((await owner.delete(`/api/household/members/${people.removed!.userId}`)).status).toBe(204);
    await invite(owner, people.invited!.email);
    await join(owner, people.partner!);
  });

  const members = ['owner', 'partner'];
  const outsiders = ['removed', 'invited', 'stranger'];

  it.each(members)("%s reads, adds, changes and deletes the owner's items", async (who) => {
    const person = people[who]!;
    const read = await person.get<BudgetResponse>(`/api/budget/${owner.userId}/${MONTH}/2026`);
    expect(read.status).toBe(200);
    expect(read.body.expenseItems.map((item) => item.name)).toContain('Rent');
    const added = await person.post<ExpenseItem>('/api/expense', {
      budgetId: budget.budget!.id,
      name: `By ${who}`,
      amount: 500,
    });
    expect(added.status).toBe(201);
    expect(added.body.updatedBy).toBe(person.userId);
    const [row] = await db`select user_id from public.expense_items where id = ${added.body.id}`;
    expect(row?.user_id).toBe(owner.userId);
    const changed = await person.patch<ExpenseItem>(`/api/expense/${expense.id}`, { amount: 120000 });
    expect(changed.status).toBe(200);
    expect(changed.body.updatedBy).toBe(person.userId);
    expect((await person.delete(`/api/expense/${added.body.id}`)).status).toBe(204);
    const goals = await person.get<Goal[]>('/api/future-plans');
    expect(goals.body.map((g) => g.id)).toEqual([goal.id]);
  });

  it.each(outsiders)("%s gets 404 for every read and write of the owner's rows", async (who) => {
    const person = people[who]!;
    expect((await person.get(`/api/budget/${owner.userId}/${MONTH}/2026`)).status).toBe(404);
    const create = await person.post('/api/budget', {
      userId: owner.userId,
      month: '2026-04',
      year: 2026,
      carryForward: 0,
    });
    expect(create.status).toBe(404);
    expect(
      (await person.post('/api/expense', { budgetId: budget.budget!.id, name: 'x', amount: 1 })).status,
    ).toBe(404);
    expect((await person.patch(`/api/expense/${expense.id}`, { amount: 1 })).status).toBe(404);
    expect((await person.delete(`/api/expense/${expense.id}`)).status).toBe(404);
    expect((await person.patch(`/api/future-plans/${goal.id}`, { name: 'x' })).status).toBe(404);
    expect((await person.delete(`/api/future-plans/${goal.id}`)).status).toBe(404);
    expect((await person.get<Goal[]>('/api/future-plans')).body).toEqual([]);
    const copy = await person.post(`/api/budget/${budget.budget!.id}/copy-to-next-month`, {
      targetMonth: '2026-04',
      targetYear: 2026,
    });
    expect(copy).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('anonymous callers get 401', async () => {
    const api = apiClient();
    expect((await api.get(`/api/budget/${owner.userId}/${MONTH}/2026`)).status).toBe(401);
    expect((await api.get('/api/household')).status).toBe(401);
  });

  it("the owner's rows are all there and unchanged by the outsiders", async () => {
    const [row] = await db`select amount from public.expense_items where id = ${expense.id}`;
    expect(row?.amount).toBe(120000);
    const [plan] = await db`select name from public.future_plans where id = ${goal.id}`;
    expect(plan?.name).toBe('Trip');
  });

  it('shows the household to both members, and pending invitations only to the owner', async () => {
    const mine = (await owner.get<Household>('/api/household')).body;
    expect(mine.members.map((m) => m.id)).toEqual([owner.userId, people.partner!.userId]);
    expect(mine.invitations.map((i) => i.email)).toEqual([people.invited!.email.toLowerCase()]);
    const theirs = (await people.partner!.get<Household>('/api/household')).body;
    expect(theirs.owner.id).toBe(owner.userId);
    expect(theirs.invitations).toEqual([]);
  });
});

describe('invitations', () => {
  it('work once, only for the invited email, and not after being revoked', async () => {
    const [owner, invited, other] = await Promise.all([signUp(), signUp(), signUp()]);
    const first = await invite(owner, invited.email);
    const wrong = await other.post('/api/household/accept', { token: first.token });
    expect(wrong).toMatchObject({ status: 404, body: { message: HOUSEHOLD_MESSAGES.invitationUnusable } });
    expect((await owner.delete(`/api/household/invite/${first.id}`)).status).toBe(204);
    expect((await invited.post('/api/household/accept', { token: first.token })).status).toBe(404);
    const second = await invite(owner, invited.email);
    expect((await invited.post('/api/household/accept', { token: second.token })).status).toBe(200);
    expect((await invited.post('/api/household/accept', { token: second.token })).status).toBe(404);
  });

  it('are accepted only by an account whose confirmed email is the invited one', async () => {
    const [owner, taker] = await Promise.all([signUp(), signUp()]);
    const invited = `invited-${crypto.randomUUID()}@test.halfwise.app`;
    const { token } = await invite(owner, invited);
    // The link's holder names the invited address as theirs: asked for, not yet theirs.
    expect((await taker.patch(`/api/user/${taker.userId}`, { email: invited })).status).toBe(200);
    expect((await taker.post('/api/household/accept', { token })).status).toBe(404);
    expect((await owner.get<Household>('/api/household')).body.members).toHaveLength(1);

    // Whoever reads the invited mailbox confirms it; then the account holds that address and may accept.
    const confirm = firstLink(await waitForMail(invited));
    expect((await fetch(confirm, { redirect: 'manual' })).status).toBe(303);
    expect(await taker.post('/api/household/accept', { token })).toMatchObject({
      status: 200,
      body: { ownerId: owner.userId },
    });
  });

  it('show who invites which address to anyone holding the link, while the invitation can still be used', async () => {
    const [owner, invited] = await Promise.all([signUp(), signUp()]);
    const anonymous = apiClient();
    const { id, token } = await invite(owner, invited.email);
    const preview = await anonymous.get(`/api/household/invitation/${token}`);
    expect(preview).toMatchObject({
      status: 200,
      body: { inviter: { email: owner.email.toLowerCase() }, email: invited.email.toLowerCase() },
    });
    expect(await anonymous.get('/api/household/invitation/short')).toMatchObject({ status: 400 });
    await owner.delete(`/api/household/invite/${id}`);
    expect(await anonymous.get(`/api/household/invitation/${token}`)).toMatchObject({
      status: 404,
      body: { message: HOUSEHOLD_MESSAGES.invitationUnusable },
    });
    const second = await invite(owner, invited.email);
    await invited.post('/api/household/accept', { token: second.token });
    expect((await anonymous.get(`/api/household/invitation/${second.token}`)).status).toBe(404);
  });

  it('expire after 7 days', async () => {
    const [owner, invited] = await Promise.all([signUp(), signUp()]);
    const { id, token } = await invite(owner, invited.email);
    await db`update public.household_invitations set expires_at = created_at + interval '7 days' - interval '1 day' where id = ${id}`;
    const [row] =
      await db`select expires_at - created_at = interval '7 days' - interval '1 day' as moved from public.household_invitations where id = ${id}`;
    expect(row?.moved).toBe(true);
    await db`update public.household_invitations set expires_at = now() - interval '1 second' where id = ${id}`;
    expect((await invited.post('/api/household/accept', { token })).status).toBe(404);
  });

  it('store only a hash of the secret, valid for 7 days', async () => {
    const [owner, invited] = await Promise.all([signUp(), signUp()]);
    const { id, token } = await invite(owner, invited.email);
    const [row] = await db`
      select token_hash, expires_at - created_at = interval '7 days' as seven_days
      from public.household_invitations where id = ${id}`;
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(token);
    expect(row?.seven_days).toBe(true);
  });

  it('answer 400 or 404 with a message for invalid or foreign input', async () => {
    const [owner, partner, stranger] = await Promise.all([signUp(), signUp(), signUp()]);
    expect(await owner.post('/api/household/invite', { email: 'not-an-email' })).toMatchObject({
      status: 400,
    });
    expect(await owner.post('/api/household/invite', { email: owner.email })).toMatchObject({
      status: 400,
      body: { message: HOUSEHOLD_MESSAGES.inviteSelf },
    });
    expect(await owner.post('/api/household/accept', { token: 'short' })).toMatchObject({ status: 400 });
    const { id } = await invite(owner, partner.email);
    expect(await stranger.delete(`/api/household/invite/${id}`)).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
    expect(await stranger.delete('/api/household/invite/nope')).toMatchObject({ status: 400 });
    await join(owner, partner);
    expect(await owner.post('/api/household/invite', { email: stranger.email })).toMatchObject({
      status: 400,
      body: { message: HOUSEHOLD_MESSAGES.alreadyShared },
    });
    expect(await partner.post('/api/household/invite', { email: stranger.email })).toMatchObject({
      status: 400,
      body: { message: HOUSEHOLD_MESSAGES.partnerCannotInvite },
    });
    expect((await stranger.delete(`/api/household/members/${partner.userId}`)).status).toBe(404);
    expect((await partner.delete(`/api/household/members/${owner.userId}`)).status).toBe(404);
    expect((await owner.post('/api/household/leave', {})).status).toBe(404);
  });
});

describe('ending a partnership', () => {
  it('leaving ends access at once and gives the partner their own budget back', async () => {
    const [owner, partner] = await Promise.all([signUp(), signUp()]);
    await owner.createBudget(MONTH);
    const own = await partner.createBudget(MONTH);
    await partner.addItem('expense', own.budget!.id, { name: 'Own phone', amount: 100 });
    await join(owner, partner);
    expect((await partner.get(`/api/budget/${owner.userId}/${MONTH}/2026`)).status).toBe(200);
    expect((await partner.post('/api/household/leave', {})).status).toBe(204);
    expect((await partner.get(`/api/budget/${owner.userId}/${MONTH}/2026`)).status).toBe(404);
    const back = await partner.budgetOf(MONTH);
    expect(back.expenseItems.map((item) => item.name)).toEqual(['Own phone']);
  });

  it('GET /api/user carries the household, and a removed partner with no card starts their own trial', async () => {
    const [owner, partner] = await Promise.all([signUp(), signUp()]);
    await join(owner, partner);
    const asPartner = await partner.get<ApiUser>('/api/user');
    expect(asPartner.body.household.owner.id).toBe(owner.userId);
    expect(asPartner.body.household.members.map((member) => member.id)).toEqual([
      owner.userId,
      partner.userId,
    ]);
    expect(asPartner.body.cardOptionalUntil).toBeNull();
    expect(apiUserSchema.safeParse(asPartner.body).success).toBe(true);

    expect((await owner.delete(`/api/household/members/${partner.userId}`)).status).toBe(204);
    const after = (await partner.get<ApiUser>('/api/user')).body;
    expect(after.household.owner.id).toBe(partner.userId);
    expect(after.subscriptionStatus).toBe('trial');
    expect(after.cardOptionalUntil).toBe(after.trialEndDate);
    const days = (Date.parse(after.trialEndDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('a removed partner who has a card keeps their own billing as it was', async () => {
    const [owner, partner] = await Promise.all([signUp(), signUp()]);
    await db`update public.profiles set stripe_customer_id = ${`cus_api_${partner.userId.slice(0, 8)}`},
             subscription_status = 'active' where id = ${partner.userId}`;
    await join(owner, partner);
    expect((await partner.post('/api/household/leave', {})).status).toBe(204);
    const after = (await partner.get<ApiUser>('/api/user')).body;
    expect(after).toMatchObject({ subscriptionStatus: 'active', cardOptionalUntil: null });
  });

  it("the shared pay schedule and balance are the owner's: only the owner changes the schedule", async () => {
    const [owner, partner] = await Promise.all([signUp(), signUp()]);
    await join(owner, partner);
    const put = (person: Person, body: unknown) =>
      apiClient().request<{ message?: string }>('PUT', '/api/pay-schedule', { token: person.token, body });
    const schedule = { kind: 'monthly', day: 25 };
    expect((await put(owner, schedule)).status).toBe(200);
    // A partner's change would silently move the owner's sections: refused, and nothing changes.
    const refused = await put(partner, { kind: 'weekly', anchor: '2026-03-06' });
    expect(refused).toMatchObject({ status: 403, body: { message: PAY_SCHEDULE_OWNER_ONLY } });
    expect((await owner.get('/api/pay-schedule')).body).toEqual(schedule);
    expect((await partner.get('/api/pay-schedule')).body).toEqual(schedule);
    expect((await partner.post('/api/future-goals/balance', { balance: 12 })).status).toBe(200);
    const [row] = await db`select count(*)::int as n from public.budgets where user_id = ${partner.userId}`;
    expect(row?.n).toBe(0);
  });
});

describe('both members writing at once', () => {
  // Both members write for 30 s; every write that was acknowledged is in the final state.
  const RUN_MS = 30_000;

  it('loses no acknowledged write', { timeout: RUN_MS + 30_000 }, async () => {
    const [owner, partner] = await Promise.all([signUp(), signUp()]);
    const budget = await owner.createBudget(MONTH);
    await join(owner, partner);
    const budgetId = budget.budget!.id;
    const stopAt = Date.now() + RUN_MS;
    const acknowledged = new Map<number, number>();
    const created = new Set<number>();
    const shared = await owner.addItem('expense', budgetId, { name: 'Shared', amount: 1 });

    async function writer(person: Person, tag: string): Promise<void> {
      for (let n = 1; Date.now() < stopAt; n += 1) {
        const added = await person.post<ExpenseItem>('/api/expense', {
          budgetId,
          name: `${tag} ${n}`,
          amount: n,
        });
        if (added.status === 201) created.add(added.body.id);
        const amount = n * 100 + (tag === 'owner' ? 1 : 2);
        const patched = await person.patch<ExpenseItem>(`/api/expense/${shared.id}`, { amount });
        if (patched.status === 200) acknowledged.set(Date.now(), amount);
      }
    }
    await Promise.all([writer(owner, 'owner'), writer(partner, 'partner')]);

    const final = await owner.budgetOf(MONTH);
    const ids = new Set(final.expenseItems.map((item) => item.id));
    expect(created.size).toBeGreaterThan(0);
    for (const id of created) expect(ids.has(id)).toBe(true);
    const lastShared = final.expenseItems.find((item) => item.id === shared.id)!.amount;
    expect([...acknowledged.values()]).toContain(lastShared);
    expect((await partner.get<BudgetResponse>(`/api/budget/${owner.userId}/${MONTH}/2026`)).body).toEqual(
      final,
    );
  });
});

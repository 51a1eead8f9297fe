// Idempotency-Key on every create: a repeat answers the first result and writes nothing; another body is 422.
import { describe, expect, it } from 'vitest';
import { KEY_MALFORMED, KEY_REUSED } from '../../supabase/functions/_shared/idempotency.ts';
import { apiClient, useDatabase, type SessionBody } from './support.ts';

const api = apiClient();
const sql = useDatabase();

const withKey = (key: string) => ({ 'Idempotency-Key': key });

/** The same create sent twice under one Idempotency-Key, as the client retries it. */
async function postTwice(path: string, token: string, body: unknown) {
  const headers = withKey(crypto.randomUUID());
  const first = await api.post(path, { token, body, headers });
  return [first, await api.post(path, { token, body, headers })];
}

async function budgetOf(session: SessionBody): Promise<number> {
  const response = await api.post<{ budget: { id: number } }>('/api/budget', {
    token: session.token,
    body: { userId: session.user.id, month: '2026-03', year: 2026 },
  });
  return response.body.budget.id;
}

describe('Idempotency-Key', () => {
  it('items: a repeat answers the first item and adds no row; another body is 422', async () => {
    const session = await api.register();
    const budgetId = await budgetOf(session);
    const key = crypto.randomUUID();
    const body = { budgetId, name: 'Rent', amount: 120000 };
    const first = await api.post('/api/expense', { token: session.token, body, headers: withKey(key) });
    const again = await api.post('/api/expense', { token: session.token, body, headers: withKey(key) });
    expect(first.status).toBe(201);
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const rows = await sql`select id from public.expense_items where budget_id = ${budgetId}`;
    expect(rows).toHaveLength(1);

    const changed = await api.post('/api/expense', {
      token: session.token,
      body: { ...body, amount: 1 },
      headers: withKey(key),
    });
    expect([changed.status, changed.body]).toEqual([422, { message: KEY_REUSED }]);
  });

  it('goals, budgets and contact replay their first answer', async () => {
    const session = await api.register();
    const goals = await postTwice('/api/future-plans', session.token, { name: 'Bike', targetAmount: 50000 });
    expect(goals[1]!.body).toEqual(goals[0]!.body);
    expect(await sql`select id from public.future_plans where user_id = ${session.user.id}`).toHaveLength(1);

    const budget = { userId: session.user.id, month: '2026-05', year: 2026 };
    const budgets = await postTwice('/api/budget', session.token, budget);
    expect(budgets.map((answer) => answer.status)).toEqual([201, 201]);

    const subject = `Retry ${crypto.randomUUID()}`;
    const message = {
      name: 'Ana',
      email: 'ana@test.halfwise.app',
      category: 'support',
      subject,
      message: 'Hello there, one question.',
    };
    const contactKey = crypto.randomUUID();
    const sent = [];
    for (let i = 0; i < 2; i++)
      sent.push(await apiClient().post('/api/contact', { body: message, headers: withKey(contactKey) }));
    expect(sent.map((r) => r.status)).toEqual([200, 200]);
    expect(await sql`select id from public.contact_messages where subject = ${subject}`).toHaveLength(1);
  });

  it('keeps each caller apart: another user with the same key creates their own row', async () => {
    const [alice, bob] = [await api.register(), await api.register()];
    const key = crypto.randomUUID();
    const goal = { name: 'Same key', targetAmount: 100 };
    const fromAlice = await api.post('/api/future-plans', {
      token: alice.token,
      body: goal,
      headers: withKey(key),
    });
    const fromBob = await api.post('/api/future-plans', {
      token: bob.token,
      body: goal,
      headers: withKey(key),
    });
    expect([fromAlice.status, fromBob.status]).toEqual([201, 201]);
    expect(fromBob.body).not.toEqual(fromAlice.body);
  });

  it('two requests racing with one key write once', async () => {
    const session = await api.register();
    const key = crypto.randomUUID();
    const goal = { name: 'Racing', targetAmount: 700 };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        api.post('/api/future-plans', { token: session.token, body: goal, headers: withKey(key) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await sql`select id from public.future_plans where user_id = ${session.user.id}`).toHaveLength(1);
  });

  it('refuses a malformed key', async () => {
    const session = await api.register();
    const response = await api.post('/api/future-plans', {
      token: session.token,
      body: { name: 'x', targetAmount: 1 },
      headers: withKey('has spaces in it'),
    });
    expect([response.status, response.body]).toEqual([400, { message: KEY_MALFORMED }]);
  });
});

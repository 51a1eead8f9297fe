import { ACCOUNT_DELETION_MESSAGES } from '@halfwise/core/contract/account-deletion.ts';
import { describe, expect, it } from 'vitest';
import { INVALID_LOGIN } from '../../supabase/functions/_shared/supabase-auth.ts';
import { eventually, newBillingUser, subscribe } from './billing-support.ts';
import { apiClient, useDatabase, PASSWORD, uniqueEmail } from './support.ts';

const api = apiClient();
const sql = useDatabase();

const deleteUser = (token: string, body: unknown) => api.request('DELETE', '/api/user', { token, body });

/** How many rows of any user-owned table still name the user (the pgTAP test checks every table). */
async function rowsOf(userId: string): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select (select count(*) from auth.users where id = ${userId})
         + (select count(*) from public.profiles where id = ${userId})
         + (select count(*) from public.budgets where user_id = ${userId})
         + (select count(*) from public.expense_items where user_id = ${userId})
         + (select count(*) from public.future_plans where user_id = ${userId})
         + (select count(*) from auth.sessions where user_id = ${userId}) as count`;
  return Number(row?.count);
}

async function userWithData() {
  const email = uniqueEmail();
  const session = await api.register(email);
  const budget = await api.post<{ budget: { id: number } }>('/api/budget', {
    token: session.token,
    body: { userId: session.user.id, month: '2026-11', year: 2026 },
  });
  await api.post('/api/expense', {
    token: session.token,
    body: { budgetId: budget.body.budget.id, name: 'Rent', amount: 120000, dueDate: '1' },
  });
  await api.post('/api/future-plans', { token: session.token, body: { name: 'Trip', targetAmount: 50000 } });
  return { email, session };
}

describe('DELETE /api/user', () => {
  it('refuses a wrong password with 400 and deletes nothing', async () => {
    const { session } = await userWithData();
    const before = await rowsOf(session.user.id);
    const response = await deleteUser(session.token, { password: 'not-the-password' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: `password: ${ACCOUNT_DELETION_MESSAGES.wrongPassword}` });
    // The password check signs in once more, which adds a session and nothing else.
    expect(await rowsOf(session.user.id)).toBeGreaterThanOrEqual(before);
    expect((await api.get('/api/user', { token: session.token })).status).toBe(200);
  });

  it('refuses a missing password and a stranger', async () => {
    const { session } = await userWithData();
    const missing = await deleteUser(session.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^password: /);
    expect((await api.request('DELETE', '/api/user', { body: { password: PASSWORD } })).status).toBe(401);
  });

  it('deletes every row, ends every session, and the email signs up afresh', async () => {
    const { email, session } = await userWithData();
    const otherDevice = await api.post<{ token: string }>('/api/auth/login', {
      body: { email, password: PASSWORD },
    });
    expect(await rowsOf(session.user.id)).toBeGreaterThan(0);

    const response = await deleteUser(session.token, { password: PASSWORD });
    expect(response.status).toBe(204);
    expect(await rowsOf(session.user.id)).toBe(0);

    expect((await api.get('/api/user', { token: session.token })).status).toBe(401);
    expect((await api.get('/api/user', { token: otherDevice.body.token })).status).toBe(401);
    const login = await api.post('/api/auth/login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: INVALID_LOGIN });

    const again = await api.register(email);
    expect(again.user.id).not.toBe(session.user.id);
    const fresh = await api.get<{ id: string }>('/api/user', { token: again.token });
    expect(fresh.body.id).toBe(again.user.id);
    const goals = await api.get<unknown[]>('/api/future-plans', { token: again.token });
    expect(goals.body).toEqual([]);
  });

  it('cancels a running subscription with the provider at once', async () => {
    const user = await newBillingUser();
    expect((await subscribe(user)).status).toBe(200);
    const deletedEvents = async () => {
      const [row] = await sql<{ count: string }[]>`
        select count(*) from public.stripe_events where type = 'customer.subscription.deleted'`;
      return Number(row?.count);
    };
    const before = await deletedEvents();
    const response = await user.api.request('DELETE', '/api/user', {
      token: user.token,
      body: { password: PASSWORD },
    });
    expect(response.status).toBe(204);
    // The provider announces the ended subscription to the webhook, as Stripe does for an immediate cancel.
    await eventually(deletedEvents, (count) => count > before);
    expect(await rowsOf(user.userId)).toBe(0);
  });
});

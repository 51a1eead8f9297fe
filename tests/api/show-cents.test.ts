// Settings › Show cents, kept with the account (docs/api.md "PATCH /api/user/{id}"): off by default, as the spec
// shows whole dollars; set and cleared through PATCH /api/user/{id}; anything but true or false refused.
import { describe, expect, it } from 'vitest';
import { apiClient, PASSWORD, useDatabase, type SessionBody } from './support.ts';

const api = apiClient();
const sql = useDatabase();

describe('showCents on /api/user', () => {
  it('is off for a new account, and GET /api/user answers what PATCH set, on any device', async () => {
    const session = await api.register();
    expect((await api.get('/api/user', { token: session.token })).body.showCents).toBe(false);
    for (const showCents of [true, false, true]) {
      const response = await api.patch(`/api/user/${session.user.id}`, {
        token: session.token,
        body: { showCents },
      });
      expect([response.status, response.body.showCents]).toEqual([200, showCents]);
      // A second sign-in (another device) reads the same choice.
      const other = await api.post<SessionBody>('/api/auth/login', {
        body: { email: session.user.email, password: PASSWORD },
      });
      expect((await api.get('/api/user', { token: other.body.token })).body.showCents).toBe(showCents);
    }
  });

  it.each([['yes'], [1], [null]])('refuses showCents %j and keeps the choice saved', async (showCents) => {
    const session = await api.register();
    await api.patch(`/api/user/${session.user.id}`, { token: session.token, body: { showCents: true } });
    const response = await api.patch(`/api/user/${session.user.id}`, {
      token: session.token,
      body: { showCents },
    });
    expect([response.status, response.body]).toEqual([400, { message: 'showCents: Must be true or false' }]);
    const [row] = await sql`select show_cents from public.profiles where id = ${session.user.id}`;
    expect(row).toEqual({ show_cents: true });
  });
});

import { describe, expect, it } from 'vitest';
import { apiClient, clientAddress, type SessionBody } from './support.ts';

const api = apiClient();
const SESSION_ENDED = { message: 'Your session has ended. Please log in again.' };

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token and answers a working session', async () => {
    const first = await api.register();
    const refreshed = await api.post<SessionBody>('/api/auth/refresh', {
      body: { refreshToken: first.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(first.refreshToken);
    expect(refreshed.body.user).toEqual(first.user);
    const user = await api.get('/api/user', { token: refreshed.body.token });
    expect(user.body).toMatchObject({ id: first.user.id });
  });

  it('refuses an unknown refresh token', async () => {
    const response = await api.post('/api/auth/refresh', { body: { refreshToken: 'not-a-token' } });
    expect([response.status, response.body]).toEqual([401, SESSION_ENDED]);
  });

  it('answers 400 at once for a token of the wrong shape, without asking the auth service', async () => {
    const response = await api.post('/api/auth/refresh', { body: { refreshToken: '{"not":"a token"}' } });
    expect([response.status, response.body]).toEqual([
      400,
      { message: 'refreshToken: Refresh token is malformed' },
    ]);
  });

  it('is rate-limited per client address', async () => {
    const client = apiClient(clientAddress());
    let response = await client.post('/api/auth/refresh', { body: { refreshToken: 'unknownToken1' } });
    for (let attempt = 0; attempt < 60 && response.status !== 429; attempt++) {
      response = await client.post('/api/auth/refresh', { body: { refreshToken: 'unknownToken1' } });
    }
    expect(response.status).toBe(429);
  });

  it('names a missing refresh token', async () => {
    const response = await api.post('/api/auth/refresh', { body: {} });
    expect([response.status, response.body]).toEqual([
      400,
      { message: 'refreshToken: Refresh token is required' },
    ]);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: its refresh token no longer works', async () => {
    const session = await api.register();
    const logout = await api.post('/api/auth/logout', { token: session.token });
    expect(logout.status).toBe(204);
    const refresh = await api.post('/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect([refresh.status, refresh.body]).toEqual([401, SESSION_ENDED]);
  });

  it('ends only the session it was called with', async () => {
    const phone = await api.register();
    const laptop = await api.post<SessionBody>('/api/auth/login', {
      body: { email: phone.user.email, password: 'correct-horse-42' },
    });
    await api.post('/api/auth/logout', { token: phone.token });
    const refresh = await api.post('/api/auth/refresh', { body: { refreshToken: laptop.body.refreshToken } });
    expect(refresh.status).toBe(200);
  });

  it('ends the access token at once: the next read and write are 401', async () => {
    const session = await api.register();
    expect((await api.get('/api/user', { token: session.token })).status).toBe(200);
    expect((await api.post('/api/auth/logout', { token: session.token })).status).toBe(204);
    const read = await api.get('/api/user', { token: session.token });
    const write = await api.post('/api/future-plans', {
      token: session.token,
      body: { name: 'After logout', targetAmount: 100 },
    });
    expect([read.status, read.body]).toEqual([401, { message: 'Please log in to continue.' }]);
    expect(write.status).toBe(401);
  });

  it('needs a token', async () => {
    const response = await api.post('/api/auth/logout');
    expect([response.status, response.body]).toEqual([401, { message: 'Please log in to continue.' }]);
  });
});

describe('access tokens', () => {
  it('refuses a tampered token', async () => {
    const session = await api.register();
    const [header, payload, signature] = session.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString('base64url');
    const response = await api.get('/api/user', { token: `${header}.${forged}.${signature}` });
    expect([response.status, response.body]).toEqual([401, { message: 'Please log in to continue.' }]);
  });

  it('refuses garbage and a missing token', async () => {
    expect((await api.get('/api/user', { token: 'garbage' })).status).toBe(401);
    expect((await api.get('/api/user')).status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { apiClient, clientAddress, useDatabase, PASSWORD, uniqueEmail, type SessionBody } from './support.ts';

const api = apiClient();
const sql = useDatabase();

const sessionShape = {
  token: expect.any(String),
  refreshToken: expect.any(String),
  expiresAt: expect.any(Number),
  user: { id: expect.any(String), email: expect.any(String) },
};

describe('POST /api/signup', () => {
  it('creates the account, answers a session and records the registration event', async () => {
    const email = uniqueEmail();
    const response = await api.post<SessionBody>('/api/signup', {
      body: { email, password: PASSWORD, ttclid: 'click-1' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...sessionShape, user: { email } });
    expect(response.body.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(response.body.eventId).toMatch(/^[0-9a-f-]{36}$/);

    const events = await sql`
      select user_id, event_type, event_properties from public.conversion_events where event_id = ${response.body.eventId!}`;
    expect(events).toEqual([
      { user_id: response.body.user.id, event_type: 'registration', event_properties: { ttclid: 'click-1' } },
    ]);
  });

  it('refuses an address that is already registered', async () => {
    const email = uniqueEmail();
    await api.register(email);
    const response = await api.post('/api/signup', { body: { email, password: PASSWORD } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'An account with this email already exists. Try logging in instead.',
    });
  });

  it.each([
    [{ password: PASSWORD }, 'email: Email is required'],
    [{ email: '  ', password: PASSWORD }, 'email: Email is required'],
    [{ email: 'not-an-address', password: PASSWORD }, 'email: Please enter a valid email address'],
    [{ email: 'x@test.halfwise.app' }, 'password: Password is required'],
    [{ email: 'x@test.halfwise.app', password: '12345' }, 'password: Password must be at least 6 characters'],
  ])('validates %j', async (body, message) => {
    const response = await api.post('/api/signup', { body });
    expect([response.status, response.body]).toEqual([400, { message }]);
  });
});

describe('POST /api/auth/register', () => {
  it('creates the account and answers a session without an event id', async () => {
    const email = uniqueEmail();
    const response = await api.post<SessionBody>('/api/auth/register', {
      body: { email, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...sessionShape, user: { email } });
    expect(response.body).not.toHaveProperty('eventId');
  });

  it('uses the same validation messages', async () => {
    const response = await api.post('/api/auth/register', {
      body: { email: 'x@test.halfwise.app', password: '1' },
    });
    expect([response.status, response.body]).toEqual([
      400,
      { message: 'password: Password must be at least 6 characters' },
    ]);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password', async () => {
    const email = uniqueEmail();
    const registered = await api.register(email);
    const response = await api.post<SessionBody>('/api/auth/login', { body: { email, password: PASSWORD } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...sessionShape, user: { id: registered.user.id, email } });
    expect(response.body.token).not.toBe(registered.token);
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const email = uniqueEmail();
    await api.register(email);
    const wrongPassword = await api.post('/api/auth/login', {
      body: { email, password: 'not-the-password' },
    });
    const unknownEmail = await api.post('/api/auth/login', {
      body: { email: uniqueEmail(), password: PASSWORD },
    });
    const expected = { message: 'Invalid email or password. Please try again.' };
    expect([wrongPassword.status, wrongPassword.body]).toEqual([401, expected]);
    expect([unknownEmail.status, unknownEmail.body]).toEqual([401, expected]);
  });

  it.each([
    [{ password: PASSWORD }, 'email: Email is required'],
    [{ email: 'nope', password: PASSWORD }, 'email: Please enter a valid email address'],
    [{ email: 'x@test.halfwise.app', password: '' }, 'password: Password is required'],
  ])('validates %j', async (body, message) => {
    const response = await api.post('/api/auth/login', { body });
    expect([response.status, response.body]).toEqual([400, { message }]);
  });

  it('slows the failing (email, address) pair down, never the owner signing in from elsewhere', async () => {
    const owner = await api.register();
    const email = owner.user.email;
    const attacker = apiClient(clientAddress());
    let response = await attacker.post('/api/auth/login', { body: { email, password: 'guess-1' } });
    for (let attempt = 0; attempt < 20 && response.status !== 429; attempt++) {
      response = await attacker.post('/api/auth/login', { body: { email, password: 'guess-1' } });
    }
    expect(response.status).toBe(429);
    expect((response.body as { message: string }).message).toMatch(/^Too many failed logins .* Please wait/);
    // Even the right password waits from the failing address...
    const fromAttacker = await attacker.post('/api/auth/login', { body: { email, password: PASSWORD } });
    expect(fromAttacker.status).toBe(429);
    // ...while the owner, from an address that has not been failing, logs in at once.
    const fromOwner = await apiClient(clientAddress()).post('/api/auth/login', {
      body: { email, password: PASSWORD },
    });
    expect(fromOwner.status).toBe(200);
  });

  it('counts failures, not attempts: successful logins never slow anyone down', async () => {
    const owner = await api.register();
    const device = apiClient(clientAddress());
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await device.post('/api/auth/login', {
        body: { email: owner.user.email, password: PASSWORD },
      });
      expect(response.status).toBe(200);
    }
  });

  it('answers 429 once a client has used up its attempts, whatever the address', async () => {
    const attacker = apiClient(clientAddress());
    let response = await attacker.post('/api/auth/login', {
      body: { email: uniqueEmail(), password: 'guess' },
    });
    for (let attempt = 0; attempt < 100 && response.status !== 429; attempt++) {
      response = await attacker.post('/api/auth/login', {
        body: { email: uniqueEmail(), password: 'guess' },
      });
    }
    expect(response.status).toBe(429);
    const otherClient = await apiClient(clientAddress()).post('/api/auth/login', {
      body: { email: uniqueEmail(), password: 'guess' },
    });
    expect(otherClient.status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { API_URL, apiClient, PASSWORD, uniqueEmail, waitForMail, type SessionBody } from './support.ts';

const api = apiClient();
const SENT = { message: 'If an account exists for that email, a reset link is on its way.' };

/** Follows the emailed link the way a browser would and returns the tokens from the redirect's fragment. */
async function openResetLink(text: string) {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No link in the mail:\n${text}`);
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBeGreaterThanOrEqual(300);
  expect(response.status).toBeLessThan(400);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${new URL(API_URL).origin}/reset-password`);
  const fragment = new URLSearchParams(location.hash.slice(1));
  return {
    accessToken: fragment.get('access_token') ?? '',
    refreshToken: fragment.get('refresh_token') ?? '',
  };
}

describe('POST /api/auth/forgot-password', () => {
  it.each([
    [{}, 'email: Email is required'],
    [{ email: '' }, 'email: Email is required'],
    [{ email: 'nope' }, 'email: Please enter a valid email address'],
  ])('validates %j', async (body, message) => {
    const response = await api.post('/api/auth/forgot-password', { body });
    expect([response.status, response.body]).toEqual([400, { message }]);
  });

  it('answers the same for an address that has no account', async () => {
    const response = await api.post('/api/auth/forgot-password', { body: { email: uniqueEmail() } });
    expect([response.status, response.body]).toEqual([200, SENT]);
  });
});

describe('password reset, end to end', () => {
  it('mails a link that lets the user choose a new password and sign in with it', async () => {
    const email = uniqueEmail();
    const otherDevice = await api.register(email);
    const forgot = await api.post('/api/auth/forgot-password', { body: { email } });
    expect([forgot.status, forgot.body]).toEqual([200, SENT]);

    const mail = await waitForMail(email);
    expect(mail.subject).toContain('Halfwise');
    const { accessToken, refreshToken } = await openResetLink(mail.text);
    expect(accessToken).not.toBe('');

    const newPassword = 'brand-new-secret-7';
    const tooShort = await api.post('/api/auth/reset-password', {
      token: accessToken,
      body: { password: '123' },
    });
    expect([tooShort.status, tooShort.body]).toEqual([
      400,
      { message: 'password: Password must be at least 6 characters' },
    ]);
    const reset = await api.post<SessionBody>('/api/auth/reset-password', {
      token: accessToken,
      body: { password: newPassword, refreshToken },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.user.email).toBe(email);
    expect((await api.get('/api/user', { token: reset.body.token })).status).toBe(200);
    // Whoever was signed in with the old password is signed out, access and refresh token alike.
    expect((await api.get('/api/user', { token: otherDevice.token })).status).toBe(401);
    const refresh = await api.post('/api/auth/refresh', { body: { refreshToken: otherDevice.refreshToken } });
    expect(refresh.status).toBe(401);

    const withNew = await api.post('/api/auth/login', { body: { email, password: newPassword } });
    expect(withNew.status).toBe(200);
    const withOld = await api.post('/api/auth/login', { body: { email, password: PASSWORD } });
    expect(withOld.status).toBe(401);
  });

  it('refuses an ordinary signed-in session: only the emailed link may set a password', async () => {
    const email = uniqueEmail();
    const session = await api.register(email);
    const response = await api.post('/api/auth/reset-password', {
      token: session.token,
      body: { password: 'taken-over-99' },
    });
    expect([response.status, response.body]).toEqual([
      401,
      { message: 'Open the link in your password reset email to choose a new password.' },
    ]);
    const withOld = await api.post('/api/auth/login', { body: { email, password: PASSWORD } });
    expect(withOld.status).toBe(200);
  });

  it('needs the recovery token', async () => {
    const response = await api.post('/api/auth/reset-password', { body: { password: 'whatever-9' } });
    expect(response.status).toBe(401);
  });
});

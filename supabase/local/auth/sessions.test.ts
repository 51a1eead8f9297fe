import { statSync } from 'node:fs';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSigningKey } from './keys.ts';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { startAuthStack, type AuthTestStack } from './test-support/auth-stack.ts';

let stack: AuthTestStack;
let counter = 0;
const newEmail = () => `person${++counter}.${Date.now()}@example.com`;

beforeAll(async () => {
  stack = await startAuthStack({ db: await freePort(), http: await freePort() });
}, 60_000);
afterAll(() => stack?.stop());

async function signedUp(password = 'first-password') {
  const email = newEmail();
  const { data, error } = await stack.client().auth.signUp({ email, password });
  expect(error).toBeNull();
  return { email, password, session: data.session!, user: data.user! };
}

describe('sign-up', () => {
  it('creates a confirmed user with a bcrypt hash and answers a GoTrue session', async () => {
    const email = newEmail();
    const { data, error } = await stack
      .client()
      .auth.signUp({ email, password: 'secret1', options: { data: { plan: 'x' } } });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.session!.refresh_token).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { plan: 'x' },
      is_anonymous: false,
    });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    const [row] = await stack.sql`select encrypted_password from auth.users where id = ${data.user!.id}`;
    expect(row!.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
  });

  it('refuses an address that is already registered, in any letter case', async () => {
    const { email } = await signedUp();
    const { error } = await stack
      .client()
      .auth.signUp({ email: email.toUpperCase(), password: 'another-one' });
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('refuses a password shorter than 6 characters as a weak password', async () => {
    const { error } = await stack.client().auth.signUp({ email: newEmail(), password: '12345' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  });

  it('refuses a malformed address', async () => {
    const { error } = await stack.client().auth.signUp({ email: 'not-an-address', password: 'secret1' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('password sign-in', () => {
  it('signs in with the right password', async () => {
    const { email, password, user } = await signedUp();
    const { data, error } = await stack.client().auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(data.user!.last_sign_in_at).toBeTruthy();
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const { email } = await signedUp();
    const wrong = await stack.client().auth.signInWithPassword({ email, password: 'wrong-password' });
    const unknown = await stack
      .client()
      .auth.signInWithPassword({ email: newEmail(), password: 'wrong-password' });
    for (const { error } of [wrong, unknown]) {
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it("answers clients without the API version header in GoTrue's older error shape", async () => {
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: newEmail(), password: 'whatever' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });
});

describe('access tokens', () => {
  it('are ES256 JWTs with GoTrue claims that verify against the published JWKS', async () => {
    const { session, user, email } = await signedUp();
    const jwks = createRemoteJWKSet(new URL(`${stack.url}/auth/v1/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(session.access_token, jwks, {
      issuer: `${stack.url}/auth/v1`,
      audience: 'authenticated',
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    expect(payload).toMatchObject({
      sub: user.id,
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('come from a signing key persisted with mode 0600 and reloaded unchanged', async () => {
    const { session } = await signedUp();
    expect(statSync(stack.keyFile).mode & 0o777).toBe(0o600);
    const reloaded = await loadOrCreateSigningKey(stack.keyFile);
    expect(decodeProtectedHeader(session.access_token).kid).toBe(reloaded.kid);
    expect(reloaded.publicJwk).not.toHaveProperty('d');
  });
});

describe('refresh tokens', () => {
  it('rotate: the old token is revoked and becomes the parent of the new one', async () => {
    const { session } = await signedUp();
    const { data, error } = await stack
      .client()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    const next = data.session!.refresh_token;
    expect(next).not.toBe(session.refresh_token);
    const rows = await stack.sql`select token, revoked, parent from auth.refresh_tokens
      where token in (${session.refresh_token}, ${next}) order by id`;
    expect(rows).toEqual([
      { token: session.refresh_token, revoked: true, parent: null },
      { token: next, revoked: false, parent: session.refresh_token },
    ]);
  });

  const refresh = (refresh_token: string) => stack.client().auth.refreshSession({ refresh_token });
  const tokenOf = async (refresh_token: string) => (await refresh(refresh_token)).data.session!.refresh_token;

  it('allow a reuse only within the interval of its rotation, even for the current token’s parent', async () => {
    const { session } = await signedUp();
    const first = session.refresh_token;
    const second = await tokenOf(first);
    stack.advanceClock(9);
    expect(await tokenOf(first)).toBe(second);
    stack.advanceClock(2);
    expect((await refresh(first)).error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    expect((await refresh(second)).error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('answer a reuse within the interval with the current token, never a second chain', async () => {
    const { session } = await signedUp();
    const r0 = session.refresh_token;
    const r1 = await tokenOf(r0);
    const r2 = await tokenOf(r1);

    expect(await tokenOf(r0)).toBe(r2);
    expect(await tokenOf(r1)).toBe(r2);
    const live = await stack.sql`select token from auth.refresh_tokens
      where session_id = (select session_id from auth.refresh_tokens where token = ${r0}) and not revoked`;
    expect(live).toEqual([{ token: r2 }]);
    const r3 = await tokenOf(r2);
    expect(await tokenOf(r0)).toBe(r3);
  });

  it('end the whole session on a reuse after the interval: every token and the access token stop working', async () => {
    const { session, user } = await signedUp();
    const r0 = session.refresh_token;
    const r1 = await tokenOf(r0);
    const { refresh_token: r2, access_token } = (await refresh(r1)).data.session!;

    stack.advanceClock(11);
    expect((await refresh(r0)).error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    for (const token of [r0, r1, r2]) {
      expect((await refresh(token)).error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    }
    expect((await stack.client().auth.getUser(access_token)).error?.name).toBe('AuthSessionMissingError');
    expect(await stack.sql`select 1 from auth.sessions where user_id = ${user.id}`).toEqual([]);
  });

  it('reject a token the service never issued', async () => {
    const { error } = await stack.client().auth.refreshSession({ refresh_token: 'never-issued-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('the user endpoint', () => {
  it('returns the bearer of the token', async () => {
    const { session, user } = await signedUp();
    const { data, error } = await stack.client().auth.getUser(session.access_token);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email, identities: [{ provider: 'email' }] });
  });

  it('rejects a request without a token', async () => {
    const response = await fetch(`${stack.url}/auth/v1/user`);
    expect(response.status).toBe(401);
  });

  it('changes the password, which then is the only one that signs in', async () => {
    const { email, password } = await signedUp();
    const client = stack.client();
    await client.auth.signInWithPassword({ email, password });
    const { error } = await client.auth.updateUser({
      password: 'second-password',
      data: { firstName: 'Ada' },
    });
    expect(error).toBeNull();
    expect((await client.auth.getUser()).data.user!.user_metadata).toEqual({ firstName: 'Ada' });
    expect((await stack.client().auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await stack.client().auth.signInWithPassword({ email, password: 'second-password' })).error,
    ).toBeNull();
  });

  it('refuses the current password as the new one', async () => {
    const { email, password } = await signedUp();
    const client = stack.client();
    await client.auth.signInWithPassword({ email, password });
    const { error } = await client.auth.updateUser({ password });
    expect(error).toMatchObject({ status: 422, code: 'same_password' });
  });

  it('ends the other sessions when the password changes', async () => {
    const { email, password, session: other } = await signedUp();
    const client = stack.client();
    await client.auth.signInWithPassword({ email, password });
    await client.auth.updateUser({ password: 'changed-password' });
    expect((await stack.client().auth.getUser(other.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
    expect((await client.auth.getUser()).error).toBeNull();
  });
});

describe('sign-out', () => {
  it('revokes the session: its refresh token and access token stop working', async () => {
    const { email, password } = await signedUp();
    const client = stack.client();
    const { data } = await client.auth.signInWithPassword({ email, password });
    const { access_token, refresh_token } = data.session!;

    expect((await client.auth.signOut()).error).toBeNull();

    const refreshed = await stack.client().auth.refreshSession({ refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect((await stack.client().auth.getUser(access_token)).error?.name).toBe('AuthSessionMissingError');
  });

  it('with scope local keeps the other sessions', async () => {
    const { email, password, session: other } = await signedUp();
    const client = stack.client();
    await client.auth.signInWithPassword({ email, password });
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await stack.client().auth.getUser(other.access_token)).error).toBeNull();
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { startAuthStack, type AuthTestStack } from './test-support/auth-stack.ts';

let stack: AuthTestStack;
let counter = 0;
const resetPage = () => `${stack.siteUrl}/reset-password`;

beforeAll(async () => {
  stack = await startAuthStack({ db: await freePort(), http: await freePort() });
}, 60_000);
afterAll(() => stack?.stop());

async function userWithResetMail(redirectTo = resetPage()) {
  const email = `reset${++counter}.${Date.now()}@example.com`;
  const { error: signUpError } = await stack.client().auth.signUp({ email, password: 'old-password' });
  expect(signUpError).toBeNull();
  const { data, error } = await stack.client().auth.resetPasswordForEmail(email, { redirectTo });
  expect(error).toBeNull();
  expect(data).toEqual({});
  const mail = stack.mailbox.list().find((message) => message.to === email);
  expect(mail).toBeDefined();
  const link = /https?:\/\/\S+/.exec(mail!.text)![0];
  return { email, mail: mail!, link };
}

async function follow(link: string): Promise<{ location: URL; hash: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  return { location, hash: new URLSearchParams(location.hash.slice(1)) };
}

describe('password recovery', () => {
  it('mails a friendly one-hour link whose token is stored only as a SHA-256 hash', async () => {
    const { email, mail, link } = await userWithResetMail();
    expect(mail.subject).toBe('Reset your Halfwise password');
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.text).toContain("If you didn't ask for this, you can ignore this email.");
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${stack.url}/auth/v1/verify`);
    expect(url.searchParams.get('type')).toBe('recovery');
    expect(url.searchParams.get('redirect_to')).toBe(resetPage());
    const token = url.searchParams.get('token')!;
    const [row] =
      await stack.sql`select recovery_token, recovery_sent_at from auth.users where email = ${email}`;
    expect(row!.recovery_token).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.recovery_sent_at).toBeInstanceOf(Date);
  });

  it('lets the link sign the user in so a new password can be set and used', async () => {
    const { email, link } = await userWithResetMail();
    const { location, hash } = await follow(link);
    expect(`${location.origin}${location.pathname}`).toBe(resetPage());
    expect(hash.get('type')).toBe('recovery');
    expect(hash.get('token_type')).toBe('bearer');
    expect(Number(hash.get('expires_in'))).toBe(3600);
    expect(Number(hash.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const client = stack.client();
    const { error: sessionError } = await client.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    });
    expect(sessionError).toBeNull();
    expect((await client.auth.updateUser({ password: 'brand-new-password' })).error).toBeNull();

    const signIn = await stack.client().auth.signInWithPassword({ email, password: 'brand-new-password' });
    expect(signIn.error).toBeNull();
    const oldPassword = await stack.client().auth.signInWithPassword({ email, password: 'old-password' });
    expect(oldPassword.error?.code).toBe('invalid_credentials');
  });

  it('works only once', async () => {
    const { link } = await userWithResetMail();
    expect((await follow(link)).hash.get('access_token')).toBeTruthy();
    const { hash } = await follow(link);
    expect(hash.get('access_token')).toBeNull();
    expect(Object.fromEntries(hash)).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('expires after an hour', async () => {
    const { link } = await userWithResetMail();
    stack.advanceClock(3601);
    expect((await follow(link)).hash.get('error_code')).toBe('otp_expired');
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const before = stack.mailbox.list().length;
    const { data, error } = await stack.client().auth.resetPasswordForEmail('nobody@example.com');
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(stack.mailbox.list()).toHaveLength(before);
  });

  it('never redirects to another origin', async () => {
    const { link } = await userWithResetMail('https://evil.example/steal');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(stack.siteUrl);
    const forged = new URL(link);
    forged.searchParams.set('redirect_to', 'https://evil.example/steal');
    expect((await follow(forged.toString())).location.origin).toBe(stack.siteUrl);
  });

  it('accepts the link token through verifyOtp as well', async () => {
    const { email, link } = await userWithResetMail();
    const token_hash = new URL(link).searchParams.get('token')!;
    const { data, error } = await stack.client().auth.verifyOtp({ type: 'recovery', token_hash });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email);
  });
});

// The facade's database layer against the stack's real PostgreSQL: every request runs as the caller, under RLS.
import { afterAll, describe, expect, it } from 'vitest';
import type { JwtClaims } from '../../supabase/functions/_shared/auth.ts';
import { readConfig } from '../../supabase/functions/_shared/config.ts';
import { createDb } from '../../supabase/functions/_shared/db.ts';
import { apiClient, DATABASE_URL } from './support.ts';

const env: Record<string, string> = {
  SUPABASE_URL: 'http://127.0.0.1:1',
  SUPABASE_ANON_KEY: 'unused',
  SUPABASE_DB_URL: DATABASE_URL,
  DB_POOL_MAX: '1',
  APP_ORIGIN: 'http://127.0.0.1:1',
  ACCESS_CODE: 'unused',
};
// One connection, so every transaction below reuses the session of the one before it.
const db = createDb(readConfig((name) => env[name]));
afterAll(() => db.close());

const api = apiClient();
const claimsOf = (user: { id: string; email: string }): JwtClaims => ({
  sub: user.id,
  email: user.email,
  role: 'authenticated',
  aud: 'authenticated',
});

describe('withUserTx', () => {
  it('runs as role authenticated with the caller as auth.uid()', async () => {
    const { user } = await api.register();
    const [row] = await db.withUserTx(
      claimsOf(user),
      (tx) => tx`select current_user as role, auth.uid() as uid`,
    );
    expect(row).toEqual({ role: 'authenticated', uid: user.id });
  });

  it('hands the claims to Postgres intact, whatever characters they hold', async () => {
    const { user } = await api.register();
    const claims = { ...claimsOf(user), user_metadata: { note: `o'brien \\ "quoted" '); drop table x; --` } };
    const [row] = await db.withUserTx(
      claims,
      (tx) => tx`select current_setting('request.jwt.claims')::json as claims`,
    );
    expect(row?.claims).toEqual(claims);
  });

  it('lets row-level security hide other people’s rows', async () => {
    const alice = await api.register();
    const bob = await api.register();
    const rows = await db.withUserTx(claimsOf(bob.user), (tx) => tx`select id from public.profiles`);
    expect(rows.map((row) => row.id)).toEqual([bob.user.id]);
    const updated = await db.withUserTx(
      claimsOf(bob.user),
      (tx) => tx`update public.profiles set first_name = 'Bob' where id = ${alice.user.id} returning id`,
    );
    expect(updated).toHaveLength(0);
  });

  it('rolls everything back when the work fails', async () => {
    const { user } = await api.register();
    const failing = db.withUserTx(claimsOf(user), async (tx) => {
      await tx`update public.profiles set first_name = 'Half-written' where id = ${user.id}`;
      throw new Error('the second statement failed');
    });
    await expect(failing).rejects.toThrow('the second statement failed');
    const [row] = await db.withUserTx(claimsOf(user), (tx) => tx`select first_name from public.profiles`);
    expect(row).toEqual({ first_name: null });
  });
});

describe('withAnonTx', () => {
  it('runs as anon with no user, even on a connection a user just used', async () => {
    const { user } = await api.register();
    await db.withUserTx(claimsOf(user), (tx) => tx`select 1`);
    const [row] = await db.withAnonTx((tx) => tx`select current_user as role, auth.uid() as uid`);
    expect(row).toEqual({ role: 'anon', uid: null });
    expect(
      await db.withAnonTx((tx) => tx`select id from public.profiles`).catch((e: Error) => e.message),
    ).toMatch(/permission denied/);
  });
});

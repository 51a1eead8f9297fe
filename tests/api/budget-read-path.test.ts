// db.readAsUser, the one-round-trip read path of GET /api/budget, against the stack's real PostgreSQL.
import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED, type JwtClaims } from '../../supabase/functions/_shared/auth.ts';
import { createDb } from '../../supabase/functions/_shared/db.ts';
import { signUp } from './budget-fixtures.ts';
import { DATABASE_URL } from './support.ts';

// One connection: whatever a read leaves behind, the next read meets it.
const db = createDb({ databaseUrl: DATABASE_URL, dbPoolMax: 1 });
afterAll(() => db.close());

/** The claims the API verified from the person's access token (sub, role, session_id…). */
const claimsOf = (person: { token: string }): JwtClaims =>
  JSON.parse(Buffer.from(person.token.split('.')[1]!, 'base64url').toString()) as JwtClaims;

describe('readAsUser', () => {
  it('runs the statement as the caller, under RLS', async () => {
    const alice = await signUp();
    const bob = await signUp();
    await alice.createBudget('2026-11');
    const rows = await db.readAsUser<{ role: string; uid: string; budgets: number }[]>(
      claimsOf(bob),
      `select current_user as role, auth.uid() as uid,
              (select count(*)::int from public.budgets) as budgets`,
    );
    expect(rows).toEqual([{ role: 'authenticated', uid: bob.userId, budgets: 0 }]);
  });

  it('rejects with the statement’s error and hands the connection back clean', async () => {
    const me = await signUp();
    await expect(db.readAsUser(claimsOf(me), 'select 1 / 0')).rejects.toMatchObject({ code: '22012' });
    await expect(db.readAsUser(claimsOf(me), 'select * from public.no_such_table')).rejects.toMatchObject({
      code: '42P01',
    });
    // Outside any transaction again, and no longer the previous caller: a plain read on the same connection.
    const [state] = await db.withAnonTx(
      (tx) => tx`select current_user as role, current_setting('request.jwt.claims', true) as claims`,
    );
    expect(state).toEqual({ role: 'anon', claims: JSON.stringify({ role: 'anon' }) });
    const [again] = await db.readAsUser<{ uid: string }[]>(claimsOf(me), 'select auth.uid() as uid');
    expect(again?.uid).toBe(me.userId);
  });

  it('checks in the same message that the session is still open: after a logout the read is a 401', async () => {
    const me = await signUp();
    const claims = claimsOf(me);
    expect(await db.readAsUser(claims, 'select 1 as one')).toEqual([{ one: 1 }]);
    expect((await me.post('/api/auth/logout', {})).status).toBe(204);
    await expect(db.readAsUser(claims, 'select 1 as one')).rejects.toMatchObject({
      status: 401,
      message: SIGN_IN_REQUIRED,
    });
    await expect(db.readAsUser({ ...claims, session_id: undefined }, 'select 1')).rejects.toMatchObject({
      status: 401,
    });
  });
});

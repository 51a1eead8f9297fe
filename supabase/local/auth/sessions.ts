import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { signAccessToken, type AmrEntry, type AuthMethod } from './access-token.ts';
import type { AuthContext } from './context.ts';
import { newRefreshTokenString } from './random-tokens.ts';
import { recordSignIn, type UserRow } from './users.ts';
import { toUserJson } from './user-json.ts';

type Sql = postgres.Sql | postgres.TransactionSql;

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
}

/** GoTrue's AccessTokenResponse. */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof toUserJson>;
}

/*
 * GoTrue keeps how a session signed in (amr) in auth.mfa_amr_claims, which the local schema lacks.
 * It is remembered here for the life of the process; a session from before a restart reports 'password'.
 */
const signInMethods = new Map<string, AuthMethod>();

/** How a session signed in ('password' when unknown). */
export function signInMethodOf(sessionId: string): AuthMethod {
  return signInMethods.get(sessionId) ?? 'password';
}

/** Signs the user in: a new session, its first refresh token, last_sign_in_at, and an access token. */
export async function issueSession(
  ctx: AuthContext,
  user: UserRow,
  method: AuthMethod,
  userAgent: string | undefined,
): Promise<TokenResponse> {
  const now = ctx.now();
  const sessionId = randomUUID();
  const refreshToken = newRefreshTokenString();
  const signedIn = await ctx.sql.begin(async (tx) => {
    await tx.unsafe(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent) values ($1, $2, $3, $3, 'aal1', $4)`,
      [sessionId, user.id, now, userAgent ?? null],
    );
    await insertRefreshToken(tx, { token: refreshToken, userId: user.id, sessionId, parent: null, now });
    return recordSignIn(tx, user.id, now);
  });
  signInMethods.set(sessionId, method);
  return tokenResponse(ctx, signedIn, { id: sessionId, user_id: user.id, created_at: now }, refreshToken);
}

export async function tokenResponse(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<TokenResponse> {
  const amr: AmrEntry = {
    method: signInMethodOf(session.id),
    timestamp: Math.floor(session.created_at.getTime() / 1000),
  };
  const { token, expiresAt } = await signAccessToken(ctx, user, session.id, amr);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresAt - Math.floor(ctx.now().getTime() / 1000),
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toUserJson(user),
  };
}

export async function insertRefreshToken(
  sql: Sql,
  t: { token: string; userId: string; sessionId: string; parent: string | null; now: Date },
): Promise<void> {
  await sql.unsafe(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4, $5)`,
    [t.token, t.userId, t.now, t.parent, t.sessionId],
  );
}

export async function findSession(sql: Sql, id: string): Promise<SessionRow | undefined> {
  const [session] = await sql.unsafe<SessionRow[]>(
    `select id, user_id, created_at from auth.sessions where id = $1`,
    [id],
  );
  return session;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deleting sessions deletes their refresh tokens (on delete cascade), so nothing can be refreshed. */
export async function endSessions(
  sql: Sql,
  userId: string,
  sessionId: string,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'local') {
    await sql.unsafe(`delete from auth.sessions where id = $1`, [sessionId]);
  } else if (scope === 'others') {
    await sql.unsafe(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
  } else {
    await sql.unsafe(`delete from auth.sessions where user_id = $1`, [userId]);
    await sql.unsafe(`delete from auth.refresh_tokens where user_id = $1`, [userId]);
  }
}

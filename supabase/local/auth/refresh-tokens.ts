import type postgres from 'postgres';
import { REFRESH_TOKEN_REUSE_INTERVAL_SECONDS, type AuthContext } from './context.ts';
import { badRequest, OAuthError } from './errors.ts';
import { newRefreshTokenString } from './random-tokens.ts';
import { insertRefreshToken, tokenResponse, type SessionRow, type TokenResponse } from './sessions.ts';
import { findUserById, isBanned, type UserRow } from './users.ts';

type Tx = postgres.TransactionSql;

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  /** When the token was last changed: for a revoked token, when it was rotated. */
  updated_at: Date;
}

const alreadyUsed = () => badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');

/**
 * The refresh_token grant with rotation and reuse detection as Supabase Auth applies it: each use revokes the
 * token and issues a child. A revoked token used again within the reuse interval of its rotation (concurrent
 * refreshes, a lost answer) is answered with the session's current token, never a new one, so a reuse never forks
 * a second chain. A reuse after the interval ends the whole session: its row is deleted with every refresh token
 * (on delete cascade), its access tokens stop passing the API's session check, and the request fails.
 */
export async function refreshSession(
  ctx: AuthContext,
  presented: string,
  userAgent: string | undefined,
): Promise<TokenResponse> {
  if (presented === '') throw new OAuthError('invalid_request', 'refresh_token required');
  const now = ctx.now();

  const outcome = await ctx.sql.begin(async (tx) => {
    const [token] = await tx.unsafe<RefreshTokenRow[]>(
      `select id, token, user_id, revoked, session_id, updated_at
         from auth.refresh_tokens where token = $1 for update`,
      [presented],
    );
    if (!token) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const [session] = token.session_id
      ? await tx.unsafe<SessionRow[]>(
          `select id, user_id, created_at from auth.sessions where id = $1 for update`,
          [token.session_id],
        )
      : [];
    if (!session) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    const user = await findUserById(tx, token.user_id);
    if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (isBanned(user, now)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');

    const issued = token.revoked
      ? await currentTokenForReuse(tx, token, session.id, now)
      : await rotate(tx, token, user, session, now);
    if (issued === undefined) {
      await tx.unsafe(`delete from auth.sessions where id = $1`, [session.id]);
      return { error: alreadyUsed() } as const;
    }
    await tx.unsafe(
      `update auth.sessions
          set refreshed_at = $2::timestamptz at time zone 'UTC', updated_at = $2, user_agent = $3
        where id = $1`,
      [session.id, now, userAgent ?? null],
    );
    return { user, session, issued, error: undefined };
  });

  // The session's end must commit even though the request fails, so the error is raised after the transaction.
  if (outcome.error) throw outcome.error;
  return tokenResponse(ctx, outcome.user, outcome.session, outcome.issued);
}

async function rotate(
  tx: Tx,
  token: RefreshTokenRow,
  user: UserRow,
  session: SessionRow,
  now: Date,
): Promise<string> {
  const issued = newRefreshTokenString();
  await tx.unsafe(`update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1`, [
    token.id,
    now,
  ]);
  await insertRefreshToken(tx, {
    token: issued,
    userId: user.id,
    sessionId: session.id,
    parent: token.token,
    now,
  });
  return issued;
}

/** The session's current token when this reuse of a revoked one is allowed; undefined when it is not. */
async function currentTokenForReuse(
  tx: Tx,
  token: RefreshTokenRow,
  sessionId: string,
  now: Date,
): Promise<string | undefined> {
  const sinceRotation = now.getTime() - new Date(token.updated_at).getTime();
  if (sinceRotation >= REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000) return undefined;
  const [current] = await tx.unsafe<{ token: string }[]>(
    `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return current?.token;
}

import { REFRESH_TOKEN_REUSE_INTERVAL_SECONDS, type AuthContext } from './context.ts';
import { badRequest, OAuthError } from './errors.ts';
import { newRefreshTokenString } from './random-tokens.ts';
import { insertRefreshToken, tokenResponse, type SessionRow, type TokenResponse } from './sessions.ts';
import { findUserById, isBanned } from './users.ts';

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

const alreadyUsed = () => badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');

/**
 * The refresh_token grant with rotation, as GoTrue does it for its classic tokens: each use revokes the
 * token and issues a child. A revoked token is still accepted when its child is the session's current
 * token (the client lost the answer) or within the reuse interval; otherwise the session's tokens are
 * all revoked and the request fails.
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
      `select id, token, user_id, revoked, updated_at, parent, session_id
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

    let issued: string | undefined;
    if (token.revoked) {
      const [active] = await tx.unsafe<{ token: string; parent: string | null }[]>(
        `select token, parent from auth.refresh_tokens
          where session_id = $1 and revoked = false order by id desc limit 1`,
        [session.id],
      );
      if (active?.parent === token.token) {
        issued = active.token;
      } else if (now.getTime() > token.updated_at.getTime() + REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000) {
        await tx.unsafe(
          `update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and revoked = false`,
          [session.id, now],
        );
        return { error: alreadyUsed() } as const;
      }
    }
    if (issued === undefined) {
      issued = newRefreshTokenString();
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
    }
    await tx.unsafe(
      `update auth.sessions set refreshed_at = $2, updated_at = $2, user_agent = $3 where id = $1`,
      [session.id, now, userAgent ?? null],
    );
    return { user, session, issued, error: undefined };
  });

  // The revocation above must commit even though the request fails, so the error is raised after the transaction.
  if (outcome.error) throw outcome.error;
  return tokenResponse(ctx, outcome.user, outcome.session, outcome.issued);
}

import { authSessionSchema } from '@halfwise/core/contract/account.ts';
import { publicApi } from './typed-client.ts';
import { clearSession, readRefreshToken, readTokenExpiresAt, storeSession } from './session-store.ts';

import { REFRESH_MARGIN_SECONDS } from './token-refresh-margin.ts';

let inFlight: Promise<boolean> | null = null;

/**
 * Exchanges the stored refresh token for a new session. Concurrent callers share one request.
 * Resolves true when new tokens were stored. A rejected refresh token signs the visitor out;
 * a network failure or server error keeps the tokens so a later request can try again.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= exchangeRefreshToken().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Renews the session first when the access token expires within the margin. */
export async function refreshIfExpiring(nowSeconds = Date.now() / 1000): Promise<void> {
  const expiresAt = readTokenExpiresAt();
  if (expiresAt === null || readRefreshToken() === null) return;
  if (expiresAt - nowSeconds <= REFRESH_MARGIN_SECONDS) await refreshSession();
}

async function exchangeRefreshToken(): Promise<boolean> {
  const refreshToken = readRefreshToken();
  if (refreshToken === null) return false;
  let response: { status: number; ok: boolean; json(): Promise<unknown> };
  try {
    const init: RequestInit = { credentials: 'include' };
    response = await publicApi.auth.refresh.$post({ json: { refreshToken } }, { init });
  } catch (error) {
    console.warn('Session refresh failed', error);
    return false;
  }
  if (response.status >= 400 && response.status < 500) {
    clearSession();
    return false;
  }
  if (!response.ok) return false;
  // An answer that is not a session is a server fault: the tokens stay, as for a 5xx.
  const session = authSessionSchema.safeParse(await response.json().catch(() => undefined));
  if (!session.success) return false;
  storeSession(session.data);
  return true;
}

import { STORAGE_KEYS } from './storage-keys.ts';

/** A session as the auth endpoints answer it (docs/contracts.md "API shapes"). */
export interface AuthSession {
  token: string;
  refreshToken: string;
  /** Access token expiry, epoch seconds. */
  expiresAt: number;
  user: { id: string; email: string };
  eventId?: string;
}

export function readAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authToken);
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function readTokenExpiresAt(): number | null {
  const raw = localStorage.getItem(STORAGE_KEYS.tokenExpiresAt);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function storeSession(session: Pick<AuthSession, 'token' | 'refreshToken' | 'expiresAt'>): void {
  localStorage.setItem(STORAGE_KEYS.authToken, session.token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  localStorage.setItem(STORAGE_KEYS.tokenExpiresAt, String(session.expiresAt));
}

/** Forgets every token we hold, including the legacy `jwt` key: the visitor is signed out. */
export function clearSession(): void {
  for (const key of [
    STORAGE_KEYS.authToken,
    STORAGE_KEYS.legacyJwt,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.tokenExpiresAt,
  ]) {
    localStorage.removeItem(key);
  }
}

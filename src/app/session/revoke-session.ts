import { apiRequest } from '../../lib/api.ts';
import { readAccessToken } from '../../lib/session-store.ts';

/** Best effort: ends the session at the server too. The token is read now, before anyone clears it. */
export async function revokeSession(): Promise<void> {
  const accessToken = readAccessToken();
  if (!accessToken) return;
  try {
    await apiRequest('POST', '/api/auth/logout', undefined, { accessToken });
  } catch (error) {
    console.warn('Logout request failed', error);
  }
}

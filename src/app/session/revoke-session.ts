import { okAnswer } from '../../lib/api.ts';
import { api, withAccessToken } from '../../lib/api-client.ts';
import { readAccessToken } from '../../lib/session-store.ts';

/** Best effort: ends the session at the server too. The token is read now, before anyone clears it. */
export async function revokeSession(): Promise<void> {
  const accessToken = readAccessToken();
  if (!accessToken) return;
  try {
    await okAnswer(api.auth.logout.$post({}, withAccessToken(accessToken)));
  } catch (error) {
    console.warn('Logout request failed', error);
  }
}

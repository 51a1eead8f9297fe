import { apiRequest } from '../../../lib/api.ts';

/** DELETE /api/user: ends the account for good once the password proves it is the owner asking. */
export async function deleteAccount(password: string): Promise<void> {
  await apiRequest('DELETE', '/api/user', { password });
}

import { okAnswer } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';

/** DELETE /api/user: ends the account for good once the password proves it is the owner asking. */
export async function deleteAccount(password: string): Promise<void> {
  await okAnswer(api.user.$delete({ json: { password } }));
}

// The requests of "Budget together" (docs/api.md); the answers, messages and limits are in household.ts.
import { z } from 'zod/mini';
import { emailField } from '../schemas.ts';
import { INVITATION_TOKEN_PATTERN } from './household.ts';

export const inviteBody = z.strictObject({ email: emailField });
const invitationToken = z.string().check(z.regex(INVITATION_TOKEN_PATTERN, { error: 'Invalid invitation' }));
export const acceptBody = z.strictObject({ token: invitationToken });
export const tokenParams = z.object({ token: invitationToken });
export const invitationIdParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2 ** 53 - 1)),
});
export const memberIdParams = z.object({ userId: z.uuid() });

// The wire contract of "Budget together" (docs/api.md): one owner shares budgets with at most one partner.
import { z } from 'zod';
import { emailField } from '../schemas.ts';

/** Invitation secrets: 32 random bytes, base64url (256 bits); the /join link carries one. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const INVITATION_DAYS = 7;

export const HOUSEHOLD_MESSAGES = {
  inviteSent: 'Invitation sent',
  inviteSelf: 'You cannot invite yourself',
  alreadyShared: 'Your budget is already shared with a partner',
  partnerCannotInvite: "Only the budget's owner can invite a partner",
  alreadyMember: 'You already share a budget',
  invitationUnusable:
    'This invitation is not valid: it may have expired, been used or revoked, or be for another email address',
  removed: 'You no longer have access to the shared budget',
  backOnOwnBudget: 'You are back on your own budget.',
} as const;

export const inviteBody = z.strictObject({ email: emailField });
export const acceptBody = z.strictObject({
  token: z.string().regex(INVITATION_TOKEN_PATTERN, { error: 'Invalid invitation' }),
});
export const tokenParams = z.object({
  token: z.string().regex(INVITATION_TOKEN_PATTERN, { error: 'Invalid invitation' }),
});
export const invitationIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const memberIdParams = z.object({ userId: z.uuid() });

const personSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});
export type HouseholdPerson = z.infer<typeof personSchema>;

export const householdSchema = z.object({
  owner: personSchema,
  /** The owner first, then the partner when there is one. */
  members: z.array(personSchema),
  /** The owner's billing state: the partner's access follows it. */
  ownerSubscriptionStatus: z.string(),
  ownerTrialEndDate: z.string(),
  /** Pending (unused, unexpired) invitations; only the owner sees them. */
  invitations: z.array(z.object({ id: z.number(), email: z.string(), expiresAt: z.string() })),
});
export type Household = z.infer<typeof householdSchema>;

export const invitationSchema = z.object({ id: z.number(), email: z.string(), expiresAt: z.string() });
/** What the /join page shows before anyone signs in: who invites, and which address may accept. */
export const invitationPreviewSchema = z.object({
  inviter: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
  }),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const acceptedSchema = z.object({ ownerId: z.string() });

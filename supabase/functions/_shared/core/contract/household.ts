// The wire contract of "Budget together" (docs/api.md): one owner shares budgets with at most one partner. The
// requests are in household-requests.ts, apart, so that a screen parsing an answer carries none of their rules.
import { z } from 'zod/mini';

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

const personSchema = z.object({
  id: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
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
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    email: z.nullable(z.string()),
  }),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const acceptedSchema = z.object({ ownerId: z.string() });

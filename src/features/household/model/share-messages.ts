// What the sharing screens say, in one place (the journeys import these).
import type { NamedPerson } from '@halfwise/core/person-name.ts';
import { personName, shortPersonName } from '@halfwise/core/person-name.ts';

export const SHARE_MESSAGES = {
  heading: 'Share your budget',
  partnerHeading: 'Shared budget',
  intro: 'Invite one partner to see and edit your budgets and goals. Your subscription covers them.',
  inviteLabel: "Partner's email",
  inviteButton: 'Send invitation',
  inviteFailed: 'The invitation could not be sent. Please try again.',
  pendingHeading: 'Waiting for an answer',
  revoked: 'Invitation revoked',
  removed: 'Your partner no longer has access to your budget',
  left: 'You are back on your own budget',
  actionFailed: 'That did not work. Please try again.',
  coveredByOwner: 'No card needed: their subscription covers you.',
} as const;

export const invitationSentTo = (email: string) => `Invitation sent to ${email}`;
export const sharedWith = (partner: NamedPerson) => `Shared with ${personName(partner)}`;
export const removeTitle = (partner: NamedPerson) => `Remove ${shortPersonName(partner)}?`;
export const removeQuestion = (partner: NamedPerson) =>
  `${personName(partner)} will no longer see or edit your budgets and goals. Their own budget is theirs again.`;
export const leaveQuestion = (owner: NamedPerson) =>
  `You will no longer see or edit ${shortPersonName(owner)}'s budgets and goals, and you return to your own budget.`;
export const joinTitle = (owner: NamedPerson) => `Join ${shortPersonName(owner)}'s budget`;
export const invitedBy = (owner: NamedPerson, email: string) =>
  `${personName(owner)} invited ${email} to share their budget.`;
/** The partner's Shared budget card: whose budget they share, said once on Settings. */
export const youShare = (owner: NamedPerson) =>
  `You share ${personName(owner)}'s budget: you both see and change the same months and goals.`;
export const joined = (owner: NamedPerson) => `You now share ${shortPersonName(owner)}'s budget`;
export const otherAccount = (invited: string, signedIn: string | null) =>
  `This invitation is for ${invited}, but you are signed in as ${signedIn ?? 'another account'}. Sign out, then open the link again and sign in as ${invited}.`;

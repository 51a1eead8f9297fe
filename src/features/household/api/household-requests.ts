import {
  acceptedSchema,
  invitationPreviewSchema,
  invitationSchema,
} from '@halfwise/core/contract/household.ts';
import { answerOf, okAnswer } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';

/** Who invites, for which address: readable without signing in (the link's secret is the permission). */
export const previewInvitation = (token: string) =>
  answerOf(
    api.household.invitation[':token'].$get({ param: { token: encodeURIComponent(token) } }),
    invitationPreviewSchema,
  );

export const invitePartner = (email: string) =>
  answerOf(api.household.invite.$post({ json: { email } }), invitationSchema);

export const acceptInvitation = (token: string) =>
  answerOf(api.household.accept.$post({ json: { token } }), acceptedSchema);

export const revokeInvitation = (id: number) =>
  okAnswer(api.household.invite[':id'].$delete({ param: { id: String(id) } }));

export const removePartner = (userId: string) =>
  okAnswer(api.household.members[':userId'].$delete({ param: { userId: encodeURIComponent(userId) } }));

export const leaveHousehold = () => okAnswer(api.household.leave.$post());

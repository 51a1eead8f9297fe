import {
  acceptedSchema,
  invitationPreviewSchema,
  invitationSchema,
} from '@halfwise/core/contract/household.ts';
import { apiParse, apiRequest } from '../../../lib/api.ts';

/** Who invites, for which address: readable without signing in (the link's secret is the permission). */
export const previewInvitation = (token: string) =>
  apiParse(invitationPreviewSchema, 'GET', `/api/household/invitation/${encodeURIComponent(token)}`);

export const invitePartner = (email: string) =>
  apiParse(invitationSchema, 'POST', '/api/household/invite', { email });

export const acceptInvitation = (token: string) =>
  apiParse(acceptedSchema, 'POST', '/api/household/accept', { token });

export const revokeInvitation = (id: number) => apiRequest('DELETE', `/api/household/invite/${id}`);

export const removePartner = (userId: string) =>
  apiRequest('DELETE', `/api/household/members/${encodeURIComponent(userId)}`);

export const leaveHousehold = () => apiRequest('POST', '/api/household/leave');

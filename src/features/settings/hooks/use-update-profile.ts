import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '../../../app/session/query-client.ts';
import { notify } from '../../../app/toast/notify.ts';
import { apiUserSchema } from '@halfwise/core/contract/account.ts';
import { EMAIL_CHANGE_PENDING } from '@halfwise/core/email-rules.ts';
import { answerOf } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';
import type { ProfilePatch } from '../model/account-profile.ts';

export const PROFILE_UPDATED = {
  title: 'Profile updated',
  description: 'Your information has been saved successfully.',
} as const;
export const PROFILE_NOT_UPDATED = {
  title: 'Update failed',
  description: 'Please try again.',
  variant: 'destructive',
} as const;

/** PATCH /api/user/{id} with the §8 toasts; on success the current user is fetched again. */
export function useUpdateProfile(userId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) =>
      answerOf(api.user[':id'].$patch({ param: { id: userId }, json: patch }), apiUserSchema),
    onSuccess: async (user, patch) => {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      notify(PROFILE_UPDATED);
      // A new address is only asked for: the account keeps the old one until the mailed link is followed.
      if (patch.email !== undefined && patch.email.toLowerCase() !== user.email?.toLowerCase())
        notify(EMAIL_CHANGE_PENDING);
      onSaved();
    },
    onError: () => notify(PROFILE_NOT_UPDATED),
  });
}

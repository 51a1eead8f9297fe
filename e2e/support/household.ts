import { callApi, firstLink, waitForMail, type ApiSession } from './api.ts';

/** The owner invites `email` over the API; the /join path from the mail. */
export async function inviteByMail(
  owner: ApiSession,
  email: string,
): Promise<{ id: number; joinPath: string }> {
  const { id } = await callApi<{ id: number }>('POST', '/api/household/invite', { email }, owner.token);
  return { id, joinPath: new URL(firstLink(await waitForMail(email))).pathname };
}

/** `partner` joins the owner's budget through the mailed invitation. */
export async function shareBudget(owner: ApiSession, partner: ApiSession): Promise<void> {
  const { joinPath } = await inviteByMail(owner, partner.user.email);
  const token = joinPath.slice(joinPath.lastIndexOf('/') + 1);
  await callApi('POST', '/api/household/accept', { token }, partner.token);
}

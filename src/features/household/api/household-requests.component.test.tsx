// The household's requests at the fetch boundary (msw): what each sends and how its answer is read.
import { HOUSEHOLD_MESSAGES } from '@halfwise/core/contract/household.ts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { server } from '../../../test-support/component/setup.ts';
import {
  acceptInvitation,
  invitePartner,
  leaveHousehold,
  previewInvitation,
  removePartner,
  revokeInvitation,
} from './household-requests.ts';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Answers every household request with `answer`, noting what was sent. */
function answerAll(answer: () => Response): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.all('*/api/household/*', async ({ request }) => {
      const text = await request.text();
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return answer();
    }),
  );
  return sent;
}

const invitation = { id: 4, email: 'sam@example.com', expiresAt: '2026-12-03T10:00:00Z' };
const TOKEN = 'a'.repeat(43);

describe('household requests', () => {
  it('send what the API names, and read its answers', async () => {
    let body: object = invitation;
    const sent = answerAll(() => HttpResponse.json(body));
    await expect(invitePartner('sam@example.com')).resolves.toEqual(invitation);
    body = { ownerId: 'owner-1' };
    await expect(acceptInvitation(TOKEN)).resolves.toEqual({ ownerId: 'owner-1' });
    body = { inviter: { firstName: 'Ana', lastName: null, email: 'ana@example.com' }, ...invitation };
    const { id: _id, ...preview } = body as typeof invitation & { inviter: unknown };
    await expect(previewInvitation(TOKEN)).resolves.toEqual(preview);
    body = {};
    await revokeInvitation(4);
    await removePartner('user 2/3');
    await leaveHousehold();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/household/invite', body: { email: 'sam@example.com' } },
      { method: 'POST', path: '/api/household/accept', body: { token: TOKEN } },
      { method: 'GET', path: `/api/household/invitation/${TOKEN}`, body: undefined },
      { method: 'DELETE', path: '/api/household/invite/4', body: undefined },
      { method: 'DELETE', path: `/api/household/members/${encodeURIComponent('user 2/3')}`, body: undefined },
      { method: 'POST', path: '/api/household/leave', body: undefined },
    ]);
  });

  it("refuse an answer the contract does not describe, and turn a refusal into the server's message", async () => {
    answerAll(() => HttpResponse.json({ id: 'four' }));
    await expect(invitePartner('sam@example.com')).rejects.toThrow();
    server.resetHandlers();
    answerAll(() => HttpResponse.json({ message: HOUSEHOLD_MESSAGES.inviteSelf }, { status: 400 }));
    const refused = await invitePartner('me@example.com').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).body).toContain(HOUSEHOLD_MESSAGES.inviteSelf);
    await expect(leaveHousehold()).rejects.toBeInstanceOf(ApiError);
  });
});

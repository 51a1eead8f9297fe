// Fixtures for the household: an owner's invitation and a partner's joining, over HTTP and the local mailbox.
import { invitationSchema } from '@halfwise/core/contract/household.ts';
import { expect } from 'vitest';
import { firstLink } from '../support/mailbox.ts';
import type { Person } from './budget-fixtures.ts';
import { waitForMail } from './support.ts';

/** The owner invites `partner` by email; the secret from the mailed /join link. */
export async function invite(owner: Person, email: string): Promise<{ id: number; token: string }> {
  const sent = await owner.post<{ id: number }>('/api/household/invite', { email });
  expect(sent.status).toBe(201);
  expect(invitationSchema.safeParse(sent.body).success).toBe(true);
  const link = firstLink(await waitForMail(email));
  expect(link).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);
  return { id: sent.body.id, token: link.slice(link.lastIndexOf('/') + 1) };
}

/** `partner` accepts the owner's invitation: from then on they share the owner's budget. */
export async function join(owner: Person, partner: Person): Promise<void> {
  const { token } = await invite(owner, partner.email);
  const accepted = await partner.post('/api/household/accept', { token });
  expect(accepted).toMatchObject({ status: 200, body: { ownerId: owner.userId } });
}

import { Hono } from 'hono';
import { requireUser } from '../../_shared/auth.ts';
import { HOUSEHOLD_MESSAGES, type Household } from '@halfwise/core/contract/household.ts';
import {
  acceptBody,
  invitationIdParams,
  inviteBody,
  memberIdParams,
  tokenParams,
} from '@halfwise/core/contract/household-requests.ts';
import { personName } from '@halfwise/core/person-name.ts';
import type { TxSql } from '../../_shared/db.ts';
import { HttpError, NOT_FOUND_MESSAGE } from '../../_shared/errors.ts';
import { createMailer } from '../../_shared/mailer.ts';
import { invitationMail } from '../../_shared/mailer-household.ts';
import { hashUrlSecret, newUrlSecret } from '../../_shared/url-secret.ts';
import { parseJsonBody, parseParams } from '../../_shared/validate.ts';
import { clientOf, type ApiDeps, type ApiEnv } from '../context.ts';

const readHousehold = async (tx: TxSql): Promise<Household> => {
  const [row] = await tx<{ household: Household }[]>`select public.household_json() as household`;
  if (!row) throw new Error('household_json returned no row');
  return row.household;
};

/** The database's HW codes as the API's answers. */
function householdError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'HW404') return new HttpError(404, HOUSEHOLD_MESSAGES.invitationUnusable);
  if (code === 'HW409') return new HttpError(409, HOUSEHOLD_MESSAGES.alreadyMember);
  return error;
}

/**
 * Budget together (docs/api.md, "Household"): the owner invites one partner by email, who accepts with the
 * link's secret; either may end it. Row-level security (private.can_access) does the sharing itself.
 */
export function householdRoutes(deps: ApiDeps) {
  const { db, config } = deps;
  const signedIn = requireUser(deps.verifyToken);
  const mailer = createMailer(config.mail);
  return (
    new Hono<ApiEnv>()
      .get('/household', signedIn, async (c) => c.json(await db.withUserTx(c.get('claims'), readHousehold)))
      .post('/household/invite', signedIn, async (c) => {
        const { email } = await parseJsonBody(c, inviteBody);
        const claims = c.get('claims');
        await deps.rateLimit({ action: 'invite', email, client: clientOf(c, config) });
        const address = email.toLowerCase();
        const secret = newUrlSecret();
        const tokenHash = await hashUrlSecret(secret);
        const { invitation, inviter } = await db.withUserTx(claims, async (tx) => {
          const household = await readHousehold(tx);
          if (household.owner.id !== claims.sub)
            throw new HttpError(400, HOUSEHOLD_MESSAGES.partnerCannotInvite);
          if (household.members.length > 1) throw new HttpError(400, HOUSEHOLD_MESSAGES.alreadyShared);
          if (household.owner.email?.toLowerCase() === address)
            throw new HttpError(400, HOUSEHOLD_MESSAGES.inviteSelf);
          await tx`insert into public.households (owner_id) values (${claims.sub}) on conflict do nothing`;
          const [row] = await tx<{ id: number; email: string; expiresAt: Date }[]>`
          insert into public.household_invitations (owner_id, email, token_hash)
          values (${claims.sub}, ${address}, ${tokenHash})
          returning id, email, expires_at as "expiresAt"`;
          if (!row) throw new Error('the invitation insert returned no row');
          return { invitation: row, inviter: personName(household.owner) };
        });
        await mailer(invitationMail(address, inviter, `${config.appOrigin}/join/${secret}`));
        // bigint ids arrive as strings; the contract (and GET /api/household) has numbers.
        return c.json(
          { ...invitation, id: Number(invitation.id), expiresAt: invitation.expiresAt.toISOString() },
          201,
        );
      })
      // Public: the secret is the permission, as in the mailed link. Usable invitations only, so a used, revoked or
      // expired link answers as an unknown one.
      .get('/household/invitation/:token', async (c) => {
        const { token } = parseParams(c, tokenParams);
        const tokenHash = await hashUrlSecret(token);
        const [row] = await db.withServerTx(
          (tx) => tx<
            {
              firstName: string | null;
              lastName: string | null;
              ownerEmail: string | null;
              email: string;
              expiresAt: Date;
            }[]
          >`
          select p.first_name as "firstName", p.last_name as "lastName", p.email as "ownerEmail",
                 i.email, i.expires_at as "expiresAt"
          from public.household_invitations i join public.profiles p on p.id = i.owner_id
          where i.token_hash = ${tokenHash} and i.accepted_at is null and i.expires_at > now()`,
        );
        if (!row) throw new HttpError(404, HOUSEHOLD_MESSAGES.invitationUnusable);
        return c.json({
          inviter: { firstName: row.firstName, lastName: row.lastName, email: row.ownerEmail },
          email: row.email,
          expiresAt: row.expiresAt.toISOString(),
        });
      })
      .post('/household/accept', signedIn, async (c) => {
        const { token } = await parseJsonBody(c, acceptBody);
        const tokenHash = await hashUrlSecret(token);
        const ownerId = await db
          .withUserTx(c.get('claims'), async (tx) => {
            const [row] = await tx<
              { owner: string }[]
            >`select public.accept_household_invitation(${tokenHash}) as owner`;
            return row?.owner;
          })
          .catch((error: unknown) => {
            throw householdError(error);
          });
        return c.json({ ownerId });
      })
      .delete('/household/invite/:id', signedIn, async (c) => {
        const { id } = parseParams(c, invitationIdParams);
        const deleted = await db.withUserTx(
          c.get('claims'),
          (tx) =>
            tx`delete from public.household_invitations where id = ${id} and accepted_at is null returning id`,
        );
        if (deleted.length === 0) throw new HttpError(404, NOT_FOUND_MESSAGE);
        return c.body(null, 204);
      })
      .delete('/household/members/:userId', signedIn, async (c) => {
        const { userId } = parseParams(c, memberIdParams);
        const claims = c.get('claims');
        await db
          .withUserTx(claims, async (tx) => {
            const household = await readHousehold(tx);
            // Only the owner removes; the partner leaves through /household/leave.
            if (household.owner.id !== claims.sub || userId === claims.sub)
              throw new HttpError(404, NOT_FOUND_MESSAGE);
            await tx`select public.end_household_partnership(${userId})`;
          })
          .catch(notFound);
        return c.body(null, 204);
      })
      .post('/household/leave', signedIn, async (c) => {
        const claims = c.get('claims');
        await db
          .withUserTx(claims, async (tx) => {
            const household = await readHousehold(tx);
            if (household.owner.id === claims.sub) throw new HttpError(404, NOT_FOUND_MESSAGE);
            await tx`select public.end_household_partnership(${claims.sub})`;
          })
          .catch(notFound);
        return c.body(null, 204);
      })
  );
}

function notFound(error: unknown): never {
  if ((error as { code?: unknown } | null)?.code === 'HW404') throw new HttpError(404, NOT_FOUND_MESSAGE);
  throw error;
}

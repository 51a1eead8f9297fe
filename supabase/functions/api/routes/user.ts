import type { ApiUser } from '@halfwise/core/contract/account.ts';
import { userIdParams, userPatchBody } from '@halfwise/core/contract/account-requests.ts';
import { householdSchema } from '@halfwise/core/contract/household.ts';
import { Hono } from 'hono';
import { requireUser, requireUserForReads, SIGN_IN_REQUIRED } from '../../_shared/auth.ts';
import { cardOfProfile } from '../../_shared/billing/profile-billing.ts';
import type { TxSql } from '../../_shared/db.ts';
import { HttpError, NOT_FOUND_MESSAGE } from '../../_shared/errors.ts';
import type { Tables } from '../../_shared/database.types.ts';
import { parseJsonBody, parseParams } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { definedColumns } from '../../_shared/defined-columns.ts';
import { PROFILE_COLUMNS, profileSelectSql } from '../../_shared/profile-sql.ts';

type ProfileColumn =
  | 'id'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'birthday'
  | 'subscription_status'
  | 'stripe_customer_id'
  | 'first_budget_month'
  | 'cancel_at_period_end'
  | 'card_brand'
  | 'card_last4'
  | 'cushion'
  | 'show_cents';
/** public.profiles as selected below: postgres.js parses timestamptz into a Date; birthday is cast to text. */
type ProfileRow = Pick<Tables<'profiles'>, ProfileColumn> & {
  trial_end_date: Date;
  current_period_end: Date | null;
  card_optional_until: Date | null;
  household: unknown;
};

const profileColumns = (tx: TxSql) => tx.unsafe(PROFILE_COLUMNS);

function toApiUser(row: ProfileRow): ApiUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    birthday: row.birthday,
    subscriptionStatus: row.subscription_status,
    trialEndDate: row.trial_end_date.toISOString(),
    stripeCustomerId: row.stripe_customer_id,
    firstBudgetMonth: row.first_budget_month,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
    card: cardOfProfile(row),
    cushion: row.cushion,
    showCents: row.show_cents,
    cardOptionalUntil: row.card_optional_until?.toISOString() ?? null,
    household: householdSchema.parse(row.household),
  };
}

export function userRoutes({ db, auth, verifyToken }: ApiDeps) {
  const signedIn = requireUser(verifyToken);
  return new Hono<ApiEnv>()
    .get('/user', requireUserForReads(verifyToken), async (c) => {
      const claims = c.get('claims');
      const [row] = await db.readAsUser<ProfileRow[]>(claims, profileSelectSql(claims.sub));
      // A valid token without a profile belongs to a deleted account: treat the caller as signed out.
      if (!row) throw new HttpError(401, SIGN_IN_REQUIRED);
      return c.json(toApiUser(row));
    })
    .patch('/user/:id', signedIn, async (c) => {
      const { id } = parseParams(c, userIdParams);
      const { email, firstName, lastName, birthday, cushion, showCents } = await parseJsonBody(
        c,
        userPatchBody,
      );
      const claims = c.get('claims');
      // RLS hides other profiles too, but the email change below acts on the caller, so refuse first.
      if (id !== claims.sub) throw new HttpError(404, NOT_FOUND_MESSAGE);
      // Supabase Auth owns the address; its change reaches profiles.email through a trigger.
      if (email !== undefined && email.toLowerCase() !== claims.email?.toLowerCase()) {
        await auth.updateEmail(c.get('accessToken'), email);
        // A new address ends every other session: whoever else was signed in must prove it again.
        await auth.signOut(c.get('accessToken'), 'others');
      }

      const changes = definedColumns({
        first_name: firstName,
        last_name: lastName,
        birthday,
        cushion,
        show_cents: showCents,
      });
      const [row] = await db.withUserTx(claims, (tx) =>
        Object.keys(changes).length > 0
          ? tx<ProfileRow[]>`
              update public.profiles set ${tx(changes)} where id = ${id} returning ${profileColumns(tx)}`
          : tx<ProfileRow[]>`select ${profileColumns(tx)} from public.profiles where id = ${id}`,
      );
      if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return c.json(toApiUser(row));
    });
}

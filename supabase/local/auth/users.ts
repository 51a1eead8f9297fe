import type postgres from 'postgres';

/** The columns of auth.users this service reads. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
}

type Sql = postgres.Sql | postgres.TransactionSql;

const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';
const AUDIENCE = 'authenticated';
const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

// jsonb parameters are sent as objects: postgres.js serialises them itself once the server names the type.
const asJson = (value: Record<string, unknown>) => value as postgres.JSONValue;

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, recovery_token, recovery_sent_at,
  email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, is_anonymous`;

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRow | undefined> {
  const [user] = await sql.unsafe<UserRow[]>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and aud = $2 and is_sso_user = false and deleted_at is null`,
    [email, AUDIENCE],
  );
  return user;
}

export async function findUserById(sql: Sql, id: string): Promise<UserRow | undefined> {
  const [user] = await sql.unsafe<UserRow[]>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return user;
}

export async function findUserByRecoveryTokenHash(sql: Sql, tokenHash: string): Promise<UserRow | undefined> {
  const [user] = await sql.unsafe<UserRow[]>(
    `select ${USER_COLUMNS} from auth.users where recovery_token = $1 and deleted_at is null`,
    [tokenHash],
  );
  return user;
}

/** Creates an email user, already confirmed (local Supabase runs with enable_confirmations = false). */
export async function insertEmailUser(
  sql: Sql,
  user: { id: string; email: string; passwordHash: string; userMetadata: Record<string, unknown>; now: Date },
): Promise<UserRow> {
  const [row] = await sql.unsafe<UserRow[]>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        confirmation_token, recovery_token, email_change_token_new, email_change,
        raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
     values ($1, $2, $3, $3, $4, $5, $6, '', '', '', '', $7::jsonb, $8::jsonb, false, $6, $6)
     returning ${USER_COLUMNS}`,
    [
      INSTANCE_ID,
      user.id,
      AUDIENCE,
      user.email,
      user.passwordHash,
      user.now,
      EMAIL_APP_METADATA,
      asJson(user.userMetadata),
    ],
  );
  if (!row) throw new Error('insert into auth.users returned no row');
  return row;
}

export async function recordSignIn(sql: Sql, userId: string, now: Date): Promise<UserRow> {
  return updateReturning(sql, `last_sign_in_at = $2, updated_at = $2`, [userId, now]);
}

export async function storeRecoveryToken(
  sql: Sql,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await sql.unsafe(`update auth.users set recovery_token = $2, recovery_sent_at = $3 where id = $1`, [
    userId,
    tokenHash,
    now,
  ]);
}

/** A recovery link works once: using it clears the token (and confirms the address, as GoTrue does). */
export async function consumeRecoveryToken(
  sql: Sql,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const consumed = await sql.unsafe(
    `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, $3)
      where id = $1 and recovery_token = $2`,
    [userId, tokenHash, now],
  );
  return consumed.count === 1;
}

/** A new password voids every outstanding emailed token. */
export async function updatePassword(
  sql: Sql,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<UserRow> {
  return updateReturning(
    sql,
    `encrypted_password = $2, updated_at = $3, confirmation_token = '', confirmation_sent_at = null,
     recovery_token = '', recovery_sent_at = null, email_change_token_new = '', email_change_sent_at = null`,
    [userId, passwordHash, now],
  );
}

/** A requested change of address, waiting for the link mailed to it (only its hash is kept). */
export async function storeEmailChange(
  sql: Sql,
  userId: string,
  change: { email: string; tokenHash: string; now: Date },
): Promise<UserRow> {
  return updateReturning(
    sql,
    `email_change = $2, email_change_token_new = $3, email_change_sent_at = $4, updated_at = $4`,
    [userId, change.email, change.tokenHash, change.now],
  );
}

export async function findUserByEmailChangeTokenHash(
  sql: Sql,
  tokenHash: string,
): Promise<UserRow | undefined> {
  const [user] = await sql.unsafe<UserRow[]>(
    `select ${USER_COLUMNS} from auth.users where email_change_token_new = $1 and deleted_at is null`,
    [tokenHash],
  );
  return user;
}

/**
 * The link to the new address was followed: the address becomes the account's, confirmed. Only the update
 * that still finds the token wins, so a link works once.
 */
export async function applyEmailChange(
  sql: Sql,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await sql.unsafe<UserRow[]>(
    `update auth.users set email = email_change, email_confirmed_at = $3, updated_at = $3,
        email_change = '', email_change_token_new = '', email_change_sent_at = null
      where id = $1 and email_change_token_new = $2 and email_change <> ''
      returning ${USER_COLUMNS}`,
    [userId, tokenHash, now],
  );
  return row;
}

/** Merges keys into user_metadata; a null value removes the key, as in GoTrue. */
export async function mergeUserMetadata(
  sql: Sql,
  userId: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<UserRow> {
  const removed = Object.keys(data).filter((key) => data[key] === null);
  return updateReturning(
    sql,
    `raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = $4`,
    [userId, asJson(data), removed, now],
  );
}

async function updateReturning(sql: Sql, assignments: string, params: postgres.ParameterOrJSON<never>[]) {
  const [row] = await sql.unsafe<UserRow[]>(
    `update auth.users set ${assignments} where id = $1 returning ${USER_COLUMNS}`,
    params,
  );
  if (!row) throw new Error('the user disappeared while being updated');
  return row;
}

export function isBanned(user: UserRow, now: Date): boolean {
  return user.banned_until !== null && user.banned_until > now;
}

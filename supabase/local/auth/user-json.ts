import type { UserRow } from './users.ts';

const iso = (date: Date | null): string | undefined => (date ? date.toISOString() : undefined);

/** The user as GoTrue serialises it: optional timestamps are left out when unset. */
export function toUserJson(user: UserRow) {
  const appMetadata = user.raw_app_meta_data ?? {};
  const userMetadata = user.raw_user_meta_data ?? {};
  return withoutUndefined({
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadata,
    user_metadata: userMetadata,
    identities: [emailIdentity(user)],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  });
}

/** There is no auth.identities table here; the email identity GoTrue would store is derived from the user. */
function emailIdentity(user: UserRow) {
  return withoutUndefined({
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: {
      email: user.email,
      email_verified: user.email_confirmed_at !== null,
      phone_verified: false,
      sub: user.id,
    },
    provider: 'email',
    last_sign_in_at: iso(user.last_sign_in_at),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    email: user.email,
  });
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

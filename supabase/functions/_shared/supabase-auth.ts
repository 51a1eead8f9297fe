import {
  AuthClient,
  isAuthApiError,
  type AuthError,
  type Session as GoTrueSession,
  type SupportedStorage,
} from '@supabase/supabase-js';
import type { ApiConfig } from './config.ts';
import { HttpError } from './errors.ts';
import { TOO_MANY_ATTEMPTS } from './rate-limit.ts';

/** The session shape the API answers (docs/contracts.md "API shapes"). */
export interface ApiSession {
  token: string;
  refreshToken: string;
  expiresAt: number;
  user: { id: string; email: string };
}

export interface AuthUser {
  id: string;
  email: string;
}

/** The port to Supabase Auth. Every method throws HttpError with the message the caller may see. */
export interface AuthPort {
  /** `client` (here and below) is the caller's address, for Supabase Auth's own per-address limits. */
  signUp(email: string, password: string, client: string): Promise<ApiSession>;
  signIn(email: string, password: string, client: string): Promise<ApiSession>;
  refresh(refreshToken: string, client: string): Promise<ApiSession>;
  /**
   * Revokes the session the access token belongs to (`local`: other devices stay signed in), or every other
   * session of its user (`others`).
   */
  signOut(accessToken: string, scope?: 'local' | 'others'): Promise<void>;
  sendPasswordReset(email: string, client: string): Promise<void>;
  /** Sends the sign-up confirmation mail again (an operator's request); any refusal is an error. */
  resendConfirmation(email: string): Promise<void>;
  /** Sets a new password with a (recovery) access token. */
  updatePassword(accessToken: string, password: string, refreshToken?: string): Promise<AuthUser>;
  /**
   * Asks for a new address: Supabase Auth mails a link to it, and the address changes only when that link is
   * followed. Answers the user as it stands (still with the old address).
   */
  updateEmail(accessToken: string, email: string): Promise<AuthUser>;
}

export const INVALID_LOGIN = 'Invalid email or password. Please try again.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const EMAIL_TAKEN = 'An account with this email already exists. Try logging in instead.';
export const REGISTRATION_FAILED = 'Registration failed. Please try again.';
export const RESET_LINK_EXPIRED = 'Your reset link has expired. Please request a new one.';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const INVALID_EMAIL = 'Please enter a valid email address';
const AUTH_UNAVAILABLE = 'The sign-in service is unavailable. Please try again shortly.';

const STORAGE_KEY = 'halfwise-facade-session';

function toApiSession(session: GoTrueSession | null): ApiSession {
  if (!session) throw new Error('Supabase Auth answered without a session');
  return {
    token: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
    user: { id: session.user.id, email: session.user.email ?? '' },
  };
}

/** An in-memory storage holding one session, so supabase-js can act for a caller who sent only a token. */
function storageHolding(accessToken: string, refreshToken: string): SupportedStorage {
  // expires_at null: the auth server, not this client, decides whether the token is still good.
  const items = new Map([
    [
      STORAGE_KEY,
      JSON.stringify({ access_token: accessToken, refresh_token: refreshToken, expires_at: null }),
    ],
  ]);
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

type Known = Partial<Record<string, HttpError>> & { fallback: HttpError };

/** Translates a GoTrue error by its code (or HTTP status) into what our caller sees. */
function translate(error: AuthError, known: Known): HttpError {
  if (error.status === 429 || error.code?.startsWith('over_')) return new HttpError(429, TOO_MANY_ATTEMPTS);
  const byCode = error.code ? known[error.code] : undefined;
  if (byCode) return byCode;
  if (!isAuthApiError(error) || error.status >= 500) {
    console.error('Supabase Auth failed:', error.name, error.status, error.code);
    return new HttpError(503, AUTH_UNAVAILABLE);
  }
  const byStatus = known[`status:${error.status}`];
  return byStatus ?? known.fallback;
}

export function createSupabaseAuth(config: ApiConfig): AuthPort {
  // supabase-js's own auth client (what createClient wraps), without the realtime client that createClient also
  // builds and that needs a global WebSocket, which Node 20 lacks.
  const clientOptions = {
    url: `${config.supabaseUrl}/auth/v1`,
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` },
    autoRefreshToken: false,
    detectSessionInUrl: false,
    flowType: 'implicit',
  } as const;
  // A fresh client per call: a client keeps session state, and callers must never share one. Acting for a
  // browser, the function names its address as Supabase Auth expects from a server (Sb-Forwarded-For, with the
  // service role key as apikey), so Auth's per-address limits count each client, not the function.
  const serviceKey = config.supabaseServiceRoleKey;
  const anonymousClient = (client?: string) =>
    new AuthClient({
      ...clientOptions,
      ...(client && serviceKey
        ? { headers: { ...clientOptions.headers, apikey: serviceKey, 'Sb-Forwarded-For': client } }
        : {}),
      persistSession: false,
    });
  const clientActingAs = (accessToken: string, refreshToken = '') =>
    new AuthClient({
      ...clientOptions,
      persistSession: true,
      storageKey: STORAGE_KEY,
      storage: storageHolding(accessToken, refreshToken),
    });
  const weakPassword = new HttpError(400, `password: ${PASSWORD_TOO_SHORT}`);
  const invalidEmail = new HttpError(400, `email: ${INVALID_EMAIL}`);

  return {
    async signUp(email, password, client) {
      const { data, error } = await anonymousClient(client).signUp({ email, password });
      if (error) {
        const taken = new HttpError(409, EMAIL_TAKEN);
        throw translate(error, {
          user_already_exists: taken,
          email_exists: taken,
          weak_password: weakPassword,
          email_address_invalid: invalidEmail,
          fallback: new HttpError(400, REGISTRATION_FAILED),
        });
      }
      return toApiSession(data.session);
    },

    async signIn(email, password, client) {
      const { data, error } = await anonymousClient(client).signInWithPassword({ email, password });
      // Every refusal reads the same, so a login never reveals whether an address is registered.
      if (error) throw translate(error, { fallback: new HttpError(401, INVALID_LOGIN) });
      return toApiSession(data.session);
    },

    async refresh(refreshToken, client) {
      const { data, error } = await anonymousClient(client).refreshSession({ refresh_token: refreshToken });
      if (error) throw translate(error, { fallback: new HttpError(401, SESSION_ENDED) });
      return toApiSession(data.session);
    },

    async signOut(accessToken, scope = 'local') {
      // GoTrue's /logout acts on the session named in the token; it needs no service key.
      const { error } = await anonymousClient().admin.signOut(accessToken, scope);
      // A session that is already gone is signed out: that is what the caller asked for.
      if (error && !(isAuthApiError(error) && [401, 403, 404].includes(error.status))) {
        throw translate(error, { fallback: new HttpError(503, AUTH_UNAVAILABLE) });
      }
    },

    async sendPasswordReset(email, client) {
      const { error } = await anonymousClient(client).resetPasswordForEmail(email, {
        redirectTo: `${config.appOrigin}/reset-password`,
      });
      if (!error) return;
      // A mail refused for being too soon after the last one to that user is about the address, like the
      // refusals below; a refusal of the client is not.
      const outage =
        !isAuthApiError(error) ||
        error.status >= 500 ||
        (error.status === 429 && error.code !== 'over_email_send_rate_limit');
      if (outage) throw translate(error, { fallback: new HttpError(503, AUTH_UNAVAILABLE) });
      // Refusals for a particular address are swallowed: the answer must not depend on whether it exists.
      console.warn('Supabase Auth refused a password reset:', error.status, error.code);
    },

    async resendConfirmation(email) {
      const { error } = await anonymousClient().resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: config.appOrigin },
      });
      // An operator reads this in ops.jobs.error: Auth's own words say more than ours.
      if (error)
        throw new Error(`Supabase Auth refused: ${error.status ?? ''} ${error.code ?? error.message}`);
    },

    async updatePassword(accessToken, password, refreshToken) {
      const { data, error } = await clientActingAs(accessToken, refreshToken).updateUser({ password });
      if (error) {
        throw translate(error, {
          weak_password: weakPassword,
          same_password: new HttpError(400, 'password: Please choose a password you have not used before.'),
          'status:401': new HttpError(401, RESET_LINK_EXPIRED),
          'status:403': new HttpError(401, RESET_LINK_EXPIRED),
          fallback: new HttpError(400, RESET_LINK_EXPIRED),
        });
      }
      return { id: data.user.id, email: data.user.email ?? '' };
    },

    async updateEmail(accessToken, email) {
      const { data, error } = await clientActingAs(accessToken).updateUser({ email });
      if (error) {
        throw translate(error, {
          email_exists: new HttpError(409, 'email: An account with this email already exists.'),
          email_address_invalid: invalidEmail,
          'status:401': new HttpError(401, SESSION_ENDED),
          'status:403': new HttpError(401, SESSION_ENDED),
          fallback: new HttpError(400, 'email: This email address cannot be used.'),
        });
      }
      return { id: data.user.id, email: data.user.email ?? '' };
    },
  };
}

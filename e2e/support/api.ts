import postgres from 'postgres';
import { API_URL, DATABASE_URL, PASSWORD, uniqueEmail } from './env.ts';

export interface ApiSession {
  token: string;
  refreshToken: string;
  expiresAt: number;
  user: { id: string; email: string };
}

/**
 * Calls the API as the test itself. Each call claims its own client address so set-up traffic never
 * spends the browser's rate-limit budget (the local stack trusts X-Forwarded-For).
 */
export async function callApi<T>(
  method: string,
  pathname: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(new URL(pathname, API_URL), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname} -> ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

function octet(): number {
  return Math.floor(Math.random() * 254) + 1;
}

export function signUpViaApi(email: string, password = PASSWORD): Promise<ApiSession> {
  return callApi<ApiSession>('POST', '/api/signup', { email, password });
}

export function setFirstName(session: ApiSession, firstName: string): Promise<unknown> {
  return callApi('PATCH', `/api/user/${session.user.id}`, { firstName }, session.token);
}

/** Runs `work` on one connection to the stack's database as its owner (server-written columns). */
export async function withDatabase<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(DATABASE_URL, { prepare: false, max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end();
  }
}

/** Gives the user a payment customer, which exempts them from the /payment redirect. */
export async function markCardSetUp(userId: string): Promise<void> {
  const customerId = `cus_e2e_${userId.slice(0, 8)}`;
  await withDatabase(
    (sql) => sql`update public.profiles set stripe_customer_id = ${customerId} where id = ${userId}`,
  );
}

/** A new user with a card on file (exempt from the /payment rule), made through the API. */
export async function signUpWithCard(label: string): Promise<ApiSession> {
  const session = await signUpViaApi(uniqueEmail(label));
  await markCardSetUp(session.user.id);
  return session;
}

export { firstLink, waitForMail, type Mail } from '../../tests/support/mailbox.ts';

/**
 * Where a mailed link leads, as a path on the app the journeys open. Mail links point at the stack's site
 * address (the dev server), the journeys at the production build (env.ts), and a session lives in one origin's
 * storage; so a link to Auth's verify step is followed here (as the browser would, once) to the page it sends to,
 * and that page's path, query and fragment (where the session is) are opened on the build.
 */
export async function onJourneyApp(link: string): Promise<string> {
  let url = new URL(link);
  if (url.pathname.startsWith('/auth/v1/')) {
    const answer = await fetch(url, { redirect: 'manual' });
    const location = answer.headers.get('location');
    if (!location) throw new Error(`${link} -> ${answer.status} without a redirect`);
    url = new URL(location, url);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

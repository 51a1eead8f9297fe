import { expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { createApiApp } from '../../supabase/functions/api/app.ts';
import { readConfig } from '../../supabase/functions/_shared/config.ts';
import { clientAddress, useDatabase, DATABASE_URL, GATEWAY_URL, uniqueEmail } from './support.ts';

const closedPort = await freePort();

// The api function in this process, against the stack's database, with a mail API that refuses connections (nothing listens on that port).
const app = createApiApp(
  readConfig(
    (name) =>
      ({
        SUPABASE_URL: GATEWAY_URL,
        SUPABASE_ANON_KEY: 'local-anon-key',
        SUPABASE_DB_URL: DATABASE_URL,
        DB_POOL_MAX: '1',
        APP_ORIGIN: 'http://127.0.0.1:5173',
        ACCESS_CODE: 'unused',
        MAIL_API_URL: `http://127.0.0.1:${closedPort}/emails`,
        MAIL_API_KEY: 'key',
      })[name],
  ),
);
const sql = useDatabase();

it('keeps the stored message and answers 200 when the mail provider cannot be reached', async () => {
  const subject = `Mail down ${crypto.randomUUID()}`;
  const response = await app.request('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress() },
    body: JSON.stringify({
      name: 'Grace',
      email: uniqueEmail(),
      category: 'technical',
      subject,
      message: 'The app does not open on my phone.',
    }),
  });
  expect([response.status, await response.json()]).toEqual([200, { ok: true }]);
  const stored = await sql`select category from public.contact_messages where subject = ${subject}`;
  expect(stored).toEqual([{ category: 'technical' }]);
});

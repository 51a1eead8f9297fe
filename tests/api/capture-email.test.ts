import { describe, expect, it } from 'vitest';
import { apiClient, clientAddress, useDatabase, uniqueEmail } from './support.ts';

const sql = useDatabase();

const capturesOf = (email: string) =>
  sql<{ email: string }[]>`select email from public.email_captures where email = ${email.toLowerCase()}`;

describe('POST /api/capture-email', () => {
  const api = apiClient();

  it('stores an address once, case-insensitively, and answers 202 both times', async () => {
    const email = uniqueEmail();
    const first = await api.post('/api/capture-email', { body: { email } });
    const again = await api.post('/api/capture-email', { body: { email: `  ${email.toUpperCase()} ` } });
    expect([first.status, first.body]).toEqual([202, { ok: true }]);
    expect([again.status, again.body]).toEqual([202, { ok: true }]);
    expect(await capturesOf(email)).toEqual([{ email: email.toLowerCase() }]);
  });

  it('answers the same for an address that belongs to an account', async () => {
    const session = await api.register();
    const response = await api.post('/api/capture-email', { body: { email: session.user.email } });
    expect([response.status, response.body]).toEqual([202, { ok: true }]);
  });

  it.each([
    [{}, 'email: Email is required'],
    [{ email: 'nobody' }, 'email: Please enter a valid email address'],
    [{ email: 'a@b.co', name: 'x' }, 'name: Unknown field'],
  ])('refuses %j', async (body, message) => {
    const response = await api.post('/api/capture-email', { body });
    expect([response.status, response.body]).toEqual([400, { message }]);
  });

  it('answers 413 for an oversized body', async () => {
    const response = await api.post('/api/capture-email', {
      body: { email: `${'a'.repeat(2000)}@example.com` },
    });
    expect([response.status, response.body]).toEqual([413, { message: 'Request body is too large' }]);
  });

  it('answers 429 once a client has captured too many addresses', async () => {
    const client = apiClient(clientAddress());
    let response = await client.post('/api/capture-email', { body: { email: uniqueEmail() } });
    for (let attempt = 0; attempt < 100 && response.status !== 429; attempt++) {
      response = await client.post('/api/capture-email', { body: { email: uniqueEmail() } });
    }
    expect(response.status).toBe(429);
    const other = await apiClient(clientAddress()).post('/api/capture-email', {
      body: { email: uniqueEmail() },
    });
    expect(other.status).toBe(202);
  });
});

// Starts the `api` and `reminders` functions under Deno itself, as Supabase's edge runtime would, and calls them.
import { describe, expect, it } from 'vitest';
import { useDenoFunction } from './deno-function.ts';

const api = useDenoFunction('api', '/api/health');
const SERVICE_KEY = 'deno-test-service-key';
const reminders = useDenoFunction('reminders', '/reminders', { SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY });

describe('the api function under Deno', () => {
  it('answers /api/health from the database', async () => {
    const response = await fetch(`${api.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await fetch(`${api.url}/api/nowhere`);
    expect([response.status, await response.json()]).toEqual([404, { message: 'Not found' }]);
  });
});

describe('the reminders function under Deno', () => {
  const pass = (key: string) =>
    fetch(`${reminders.url}/reminders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ now: '1999-01-01T00:00:00Z' }),
    });

  it('refuses a caller without the service-role key', async () => {
    expect((await pass('local-anon-key')).status).toBe(401);
  });

  it('runs a pass for the service-role key', async () => {
    const response = await pass(SERVICE_KEY);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      sent: { push: expect.any(Number), email: expect.any(Number) },
      skipped: expect.any(Number),
    });
  });
});

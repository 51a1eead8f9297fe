import { describe, expect, it } from 'vitest';
import { BODY_NOT_JSON } from '../../supabase/functions/_shared/validate.ts';
import { ACCESS_CODE, APP_ORIGIN, apiClient, GATEWAY_URL } from './support.ts';

const api = apiClient();

describe('GET /api/health', () => {
  it('answers ok once the database is reachable', async () => {
    const response = await api.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});

describe('POST /api/access', () => {
  it('grants access for the right code', async () => {
    const response = await api.post('/api/access', { body: { code: ACCESS_CODE } });
    expect([response.status, response.body]).toEqual([200, { granted: true }]);
  });

  it('compares case-insensitively and ignores surrounding spaces', async () => {
    const response = await api.post('/api/access', { body: { code: `  ${ACCESS_CODE.toUpperCase()} ` } });
    expect([response.status, response.body]).toEqual([200, { granted: true }]);
  });

  it('refuses a wrong code with the spec message', async () => {
    const response = await api.post('/api/access', { body: { code: `${ACCESS_CODE}x` } });
    expect([response.status, response.body]).toEqual([403, { message: 'Invalid Access Code' }]);
  });

  it('names the missing field', async () => {
    const response = await api.post('/api/access', { body: {} });
    expect([response.status, response.body]).toEqual([400, { message: 'code: Access code is required' }]);
  });

  it('says so when the body is not JSON', async () => {
    const response = await api.post('/api/access', { rawBody: '{"code": ' });
    expect([response.status, response.body]).toEqual([400, { message: BODY_NOT_JSON }]);
  });
});

describe('unknown routes', () => {
  it('answer 404 with a JSON message', async () => {
    const response = await api.get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });
});

// Asked of the function directly: the Vite dev server in front of /api answers preflights with its own rules.
describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${GATEWAY_URL}/functions/v1/api/user`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });

  it("allows the SPA's own origin, with credentials", async () => {
    const response = await preflight(APP_ORIGIN);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('does not allow another origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

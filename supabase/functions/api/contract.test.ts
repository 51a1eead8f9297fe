import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointTable } from '../_shared/core/contract/endpoint-table.ts';
import { ENDPOINTS } from '../_shared/core/contract/endpoints.ts';
import { readConfig } from '../_shared/config.ts';
import { createApiApp } from './app.ts';

// Nothing here connects anywhere: the app is only built, to list its routes.
const app = createApiApp(
  readConfig(
    (name) =>
      ({
        SUPABASE_URL: 'http://127.0.0.1:9',
        SUPABASE_ANON_KEY: 'unused',
        SUPABASE_DB_URL: 'postgres://unused@127.0.0.1:9/unused',
        APP_ORIGIN: 'http://127.0.0.1:5173',
        ACCESS_CODE: 'unused',
      })[name],
  ),
);

const served = [
  ...new Set(app.routes.filter((route) => route.method !== 'ALL').map((r) => `${r.method} ${r.path}`)),
].sort();

describe('the wire contract', () => {
  it('has exactly one entry for every route the api function serves', () => {
    const listed = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(served);
  });
});

describe('docs/api.md', () => {
  it('lists the wire contract exactly as the endpoints say', () => {
    const page = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    // Prettier pads the page's columns; the cells are what must agree.
    const cells = (text: string) => text.replace(/ *\| */g, '|').replace(/-{3,}/g, '---');
    expect(cells(page)).toContain(cells(endpointTable()));
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointTable } from '../_shared/core/contract/endpoint-table.ts';
import { ENDPOINTS } from '../_shared/core/contract/endpoints.ts';
import { readConfig } from '../_shared/config.ts';
import { createApiApp } from './app.ts';
import { OPENAPI_CACHE_CONTROL } from './routes/openapi.ts';

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

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of every endpoint, public and cacheable', async () => {
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe(OPENAPI_CACHE_CONTROL);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const { method, path } of ENDPOINTS) {
      const operation = document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      const named = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const inPath = (operation?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(inPath.sort(), `${method} ${path}`).toEqual(named.sort());
    }
  });

  it('describes an answer with the fields of its schema, and no others', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>
      >;
    };
    const created =
      document.paths['/api/expense']?.post?.responses['2XX']?.content['application/json']?.schema;
    expect(created).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: expect.arrayContaining(['id', 'budgetId', 'amount', 'dueDate']),
    });
  });
});

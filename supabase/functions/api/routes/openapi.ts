import { Hono } from 'hono';
import { openApiDocument } from '@halfwise/core/contract/openapi.ts';
import type { ApiEnv } from '../context.ts';

/** The document changes only with a deploy; an hour in any cache is fine, and it needs no session. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=3600';

/** GET /api/openapi.json: the endpoint list as OpenAPI 3.1, written once on first asking. */
export function openApiRoutes() {
  let text: string | undefined;
  return new Hono<ApiEnv>().get('/openapi.json', (c) => {
    text ??= JSON.stringify(openApiDocument());
    return c.body(text, 200, { 'Content-Type': 'application/json', 'Cache-Control': OPENAPI_CACHE_CONTROL });
  });
}

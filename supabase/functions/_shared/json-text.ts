import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Answers JSON that Postgres already serialised, without parsing and re-serialising it. */
export function jsonText(c: Context, body: string, status: ContentfulStatusCode = 200): Response {
  return c.body(body, status, { 'content-type': 'application/json; charset=UTF-8' });
}

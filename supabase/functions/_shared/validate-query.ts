import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { parseRequestPart } from './validate.ts';

/** Parses the query string with `schema`: a 400 naming the parameter, as bodies do. */
export function parseQuery<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  return parseRequestPart(schema, c.req.query(), 'query');
}

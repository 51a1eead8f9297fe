import type { Context } from 'hono';
import type { z } from 'zod/mini';

/** Parses the query string with `schema`; zod errors become 400s naming the parameter, as bodies do. */
export function parseQuery<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  return schema.parse(c.req.query());
}

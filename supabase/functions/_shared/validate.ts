import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { HttpError } from './errors.ts';

/** Parses the JSON body with `schema`; zod errors propagate to the error handler as 400s naming the field. */
export async function parseJsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Request body must be JSON');
    }
  }
  return schema.parse(body);
}

export function parseParams<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  return schema.parse(c.req.param());
}

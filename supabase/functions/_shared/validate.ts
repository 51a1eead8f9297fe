import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { HttpError } from './errors.ts';

export const BODY_NOT_UTF8 = 'Request body must be UTF-8 text';
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The request body as text. Bytes that are not UTF-8 (half of a surrogate pair written out among them) are a 400,
 * never read as U+FFFD: what was sent is stored as it was, or refused.
 */
export async function readBodyText(c: Context): Promise<string> {
  const bytes = await c.req.arrayBuffer();
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new HttpError(400, BODY_NOT_UTF8);
  }
}

/** Parses the JSON body with `schema`; zod errors propagate to the error handler as 400s naming the field. */
export async function parseJsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await readBodyText(c);
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

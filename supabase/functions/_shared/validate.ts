import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { describeZodError, HttpError } from './errors.ts';

/** The names a 400 gives a request's parts when an issue is about the whole of one, not a field in it. */
export type RequestPart = 'body' | 'query' | 'params';

export const BODY_NOT_JSON = 'body: Request body must be JSON';

/** Parses one part of a request with `schema`: a 400 naming the field at fault, or the part itself ('body: …'). */
export function parseRequestPart<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  part: RequestPart,
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, describeZodError(result.error, part));
  return result.data;
}

export const BODY_NOT_UTF8 = 'body: Request body must be UTF-8 text';
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

/** Parses the JSON body with `schema` (an empty body is `{}`). */
export async function parseJsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await readBodyText(c);
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, BODY_NOT_JSON);
    }
  }
  return parseRequestPart(schema, body, 'body');
}

export function parseParams<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  return parseRequestPart(schema, c.req.param(), 'params');
}

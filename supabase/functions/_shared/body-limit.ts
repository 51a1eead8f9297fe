import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** Every endpoint's ceiling on a request body; some public forms set a lower one of their own. */
export const MAX_BODY_BYTES = 64 * 1024;

export const BODY_TOO_LARGE = 'Request body is too large';

/** Answers 413 `{ message }` for a body over `maxBytes`, before anything reads it as JSON. */
export function limitBodySize(maxBytes: number): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ message: BODY_TOO_LARGE }, 413) });
}

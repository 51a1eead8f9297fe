import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** Every endpoint's ceiling on a request body; some public forms set a lower one of their own. */
export const MAX_BODY_BYTES = 64 * 1024;

export const BODY_TOO_LARGE = 'Request body is too large';

/** Answers 413 `{ message }` for a body over `maxBytes`, before anything reads it as JSON. */
export function limitBodySize(maxBytes: number, message = BODY_TOO_LARGE): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ message }, 413) });
}

/** The default ceiling, and a higher one for the paths that start with a prefix of `larger`. */
export function limitBodySizes(
  defaultBytes: number,
  larger: Readonly<Record<string, { bytes: number; message: string }>>,
): MiddlewareHandler {
  const fallback = limitBodySize(defaultBytes);
  const limits = Object.entries(larger).map(
    ([prefix, { bytes, message }]) => [prefix, limitBodySize(bytes, message)] as const,
  );
  return (c, next) => {
    const found = limits.find(([prefix]) => c.req.path.startsWith(prefix));
    return (found?.[1] ?? fallback)(c, next);
  };
}

import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
// Relative, not '@halfwise/core/': vite.config.ts imports this file, and Vite bundles its config without aliases.
import { IMPORT_TOO_LARGE } from './core/contract/own-data.ts';
import { MAX_IMPORT_BYTES } from './core/data-file.ts';

/** Every endpoint's ceiling on a request body; some public forms set a lower one of their own. */
export const MAX_BODY_BYTES = 64 * 1024;

export const BODY_TOO_LARGE = 'Request body is too large';

/**
 * The ceiling of a Stripe event (the webhook) and of a message to the local mailbox's mail API: far above any
 * real one, far below what would cost a server its memory.
 */
export const MAX_SERVICE_BODY_BYTES = 1024 * 1024;

export interface BodyCeiling {
  bytes: number;
  message: string;
}

/** Paths (by prefix) allowed a larger body than MAX_BODY_BYTES: the imports take a whole file. */
const LARGER_CEILINGS: ReadonlyArray<readonly [string, BodyCeiling]> = [
  ['/api/import', { bytes: MAX_IMPORT_BYTES, message: IMPORT_TOO_LARGE }],
];

const DEFAULT_CEILING: BodyCeiling = { bytes: MAX_BODY_BYTES, message: BODY_TOO_LARGE };

/** The ceiling of a request path (the query string, if any, is ignored). */
export function bodyCeilingOf(path: string): BodyCeiling {
  const found = LARGER_CEILINGS.find(([prefix]) => path.startsWith(prefix));
  return found?.[1] ?? DEFAULT_CEILING;
}

/** Answers 413 `{ message }` for a body over `maxBytes`, before anything reads it as JSON. */
export function limitBodySize(maxBytes: number, message = BODY_TOO_LARGE): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ message }, 413) });
}

/** Every path's ceiling (bodyCeilingOf), as one middleware: one bodyLimit per ceiling, made once. */
export function limitBodySizes(): MiddlewareHandler {
  const limits = new Map<BodyCeiling, MiddlewareHandler>();
  return (c, next) => {
    const ceiling = bodyCeilingOf(c.req.path);
    let limit = limits.get(ceiling);
    if (!limit) limits.set(ceiling, (limit = limitBodySize(ceiling.bytes, ceiling.message)));
    return limit(c, next);
  };
}

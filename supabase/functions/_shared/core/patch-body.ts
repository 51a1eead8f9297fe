import { z } from 'zod/mini';

export const NOTHING_TO_CHANGE = 'Send at least one field to change';

/** A PATCH body's own rule: it changes at least one field; otherwise a 400 about the body as a whole. */
export const changesSomething = z.refine<object>(
  (body) => Object.values(body).some((value) => value !== undefined),
  NOTHING_TO_CHANGE,
);

import { z } from 'zod/mini';

/** A 204 answer: no body at all. */
export const noContentSchema = z.undefined();

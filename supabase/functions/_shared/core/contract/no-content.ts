import { z } from 'zod';

/** A 204 answer: no body at all. */
export const noContentSchema = z.undefined();

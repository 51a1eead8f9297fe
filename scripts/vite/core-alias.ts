import { fileURLToPath } from 'node:url';

/** `@halfwise/core/<file>.ts`: the pure core both the SPA and the functions import (tsconfig.json paths and
 *  each function's deno.json say the same). */
export const coreAlias = {
  '@halfwise/core/': fileURLToPath(new URL('../../supabase/functions/_shared/core/', import.meta.url)),
};

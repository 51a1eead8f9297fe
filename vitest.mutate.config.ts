import { defineConfig } from 'vitest/config';
import { coreAlias } from './scripts/vite/core-alias.ts';

// The tests `npm run mutate` scores the code with: the unit tests of the SPA, the core, the functions' shared code
// (the request schemas are the core's, checked there) and the money ledger (no servers, no browser), each run many
// times by Stryker, so the money properties take fewer cases here.
export default defineConfig({
  resolve: { alias: coreAlias },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'supabase/functions/**/*.test.ts',
      'tests/money/**/*.test.ts',
    ],
    env: { MONEY_CASES: '60' },
  },
});

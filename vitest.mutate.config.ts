import { defineConfig } from 'vitest/config';
import { coreAlias } from './scripts/vite/core-alias.ts';

// The tests `npm run mutate` scores the code with: the pure tests of the core, the SPA and the money ledger
// (no servers, no browser), each run many times by Stryker, so the money properties take fewer cases here.
export default defineConfig({
  resolve: { alias: coreAlias },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'supabase/functions/_shared/core/**/*.test.ts',
      'tests/money/**/*.test.ts',
    ],
    env: { MONEY_CASES: '60' },
  },
});

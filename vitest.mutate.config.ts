import { configDefaults, defineConfig } from 'vitest/config';
import { COMPONENT_TESTS, componentTestOptions } from './scripts/vite/component-tests.ts';
import { coreAlias } from './scripts/vite/core-alias.ts';

// The tests `npm run mutate` scores the code with: the unit tests of the SPA, the core, the functions' shared code
// (the request schemas are the core's, checked there) and the money ledger, and the screens' component tests in
// jsdom (no servers, no browser). Stryker runs them many times, so the money properties take fewer cases here.

/** The unit tests: all of them but the component tests. */
export const mutateUnitProject = {
  extends: true as const,
  test: {
    name: 'pure',
    include: ['src/**/*.test.{ts,tsx}', 'supabase/functions/**/*.test.ts', 'tests/money/**/*.test.ts'],
    exclude: [...configDefaults.exclude, COMPONENT_TESTS],
    env: { MONEY_CASES: '60' },
  },
};

export default defineConfig({
  resolve: { alias: coreAlias },
  test: {
    projects: [
      mutateUnitProject,
      {
        extends: true,
        test: componentTestOptions,
      },
    ],
  },
});

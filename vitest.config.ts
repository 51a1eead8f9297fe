import { configDefaults, defineConfig } from 'vitest/config';
import { COMPONENT_TESTS, componentTestOptions } from './scripts/vite/component-tests.ts';
import { coreAlias } from './scripts/vite/core-alias.ts';

// Five groups, run in this order by `npm test` (scripts/test.ts):
//   unit   pure code, no servers
//   component  screens in a DOM (jsdom) with the real query cache and writes, the network answered by msw
//   local  the local stack's own parts (each file starts a throwaway PostgreSQL)
//   api    the /api facade over HTTP against the running local stack
//   e2e    browser journeys in Chromium against the running local stack

export default defineConfig({
  resolve: { alias: coreAlias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'supabase/functions/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'tests/money/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, COMPONENT_TESTS],
          // One module graph per worker instead of one per file: pure code, so the files cannot disturb each
          // other through it (a stubbed global or fake timers are undone after each test, and a file that needs
          // a module fresh re-imports it after vi.resetModules). 68 s -> 24 s for this project on a loaded
          // 2-core machine; passed in shuffled order.
          isolate: false,
        },
      },
      {
        extends: true,
        test: componentTestOptions,
      },
      {
        // `npm run test:money`: the money properties with 10,000 cases each (`unit` runs them with fewer).
        extends: true,
        test: {
          name: 'money',
          include: ['tests/money/**/*.test.ts'],
          env: { MONEY_CASES: '10000' },
        },
      },
      {
        extends: true,
        test: {
          name: 'local',
          include: ['supabase/local/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          // Generous: a journey of many steps on a loaded 2-core machine; each step still waits for its own
          // condition with its own timeout, so a broken step fails long before this.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // A journey waits for the condition it asserts (`expect.poll`, `locator.waitFor`), never for a fixed
          // time, so a slow machine makes it slower, not red. The polls' default of 1 s is too short for a real
          // browser against a real stack on a small shared machine. No retries: a journey that fails once is
          // red, and its cause is found (docs/testing.md).
          retry: 0,
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});

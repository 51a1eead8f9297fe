// The screens' component tests (jsdom, the real query cache and writes, the network answered by msw): one
// definition for `npm test` (vitest.config.ts) and `npm run mutate` (vitest.mutate.config.ts).
export const COMPONENT_TESTS = 'src/**/*.component.test.tsx';

export const componentTestOptions = {
  name: 'component',
  include: [COMPONENT_TESTS],
  environment: 'jsdom',
  setupFiles: ['src/test-support/component/setup.ts'],
  testTimeout: 30_000,
};

// `npm run mutate`: Stryker changes one operator or literal at a time in the code below and counts the changes
// that no test notices (scripts/mutate.ts prints the score of each folder). Not part of `npm test`: it takes long.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'supabase/functions/_shared/core/**/*.ts',
    'src/domain/**/*.ts',
    'src/lib/**/*.ts',
    'src/features/*/model/**/*.{ts,tsx}',
    'src/features/*/api/**/*.{ts,tsx}',
    'src/features/*/hooks/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!supabase/functions/_shared/core/test-*.ts',
    '!**/*.type-test.ts',
    '!src/domain/test-items.ts',
    '!supabase/functions/_shared/core/contract/**',
  ],
  // What the sandbox copy of the project leaves out: data, build output and tests that need servers.
  ignorePatterns: ['.local', 'dist', 'dev-dist', 'screenshots', 'coverage', 'e2e', 'bench', 'tests/api'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  ignoreStatic: true,
  tempDirName: '.local/stryker-tmp',
  reporters: ['progress', 'json', 'html'],
  jsonReporter: { fileName: '.local/mutation/report.json' },
  htmlReporter: { fileName: '.local/mutation/report.html' },
  cleanTempDir: 'always',
};

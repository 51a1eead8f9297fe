import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Which code may import which (docs/architecture.md says the same in prose). An arrow points at what a layer may
 * import; a layer imports only itself and the layers below it, and nothing imports upwards.
 *
 *   app-root   src/*.tsx entries, app/App.tsx, app/router.tsx, app/routes/, app/shell/AppShell.tsx
 *      │         composes the screens; sees a feature only through its index.ts
 *      ▼
 *   feature    src/features/<name>/            never another feature
 *      ▼
 *   app-base   src/app/ui, icons, toast, undo, session, pwa, shell, query-client.ts, pricing.ts
 *      ▼
 *   lib        src/lib/                        API client, session tokens, storage keys, analytics
 *      ┆         (and, as a type only, the api function's AppType: the typed client's contract)
 *      ▼
 *   domain     src/domain/                     the SPA's view of the core
 *      ▼
 *   core       supabase/functions/_shared/core/  pure rules and messages: imports only zod
 *      ▲         (imported as @halfwise/core/<file>.ts by both sides)
 *   server     supabase/functions/_shared/     db, mailer, auth, billing providers: never in the SPA
 *      ▲
 *   function   supabase/functions/<name>/      never another function
 *
 * And no import cycles anywhere.
 */
const LAYERS = [
  { type: 'core', pattern: 'supabase/functions/_shared/core' },
  { type: 'server', pattern: 'supabase/functions/_shared' },
  { type: 'function', pattern: 'supabase/functions/*', capture: ['name'] },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'test-support', pattern: 'src/test-support' },
  { type: 'app-root', pattern: 'src/app/routes' },
  { type: 'app-base', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
  // Last, so only what no folder above claims: the entry files beside them (main.tsx and its two halves).
  { type: 'app-root', pattern: 'src' },
];

const layer = (type) => ({ element: { type } });
const SPA_BASE = ['core', 'domain', 'lib', 'app-base', 'test-support'].map(layer);

const POLICIES = [
  { from: layer('core'), allow: { to: layer('core') } },
  { from: layer('server'), allow: { to: [layer('core'), layer('server')] } },
  {
    from: layer('function'),
    allow: {
      to: [
        layer('core'),
        layer('server'),
        { element: { type: 'function', captured: { name: '{{ from.element.captured.name }}' } } },
      ],
    },
  },
  { from: layer('domain'), allow: { to: [layer('core'), layer('domain')] } },
  { from: layer('lib'), allow: { to: [layer('core'), layer('domain'), layer('lib')] } },
  // `import type { AppType }` of the api function's app.ts: types only, so no server code reaches the bundle.
  {
    from: layer('lib'),
    allow: {
      to: { element: { type: 'function', captured: { name: 'api' }, fileInternalPath: 'app.ts' } },
      dependency: { kind: 'type' },
    },
  },
  { from: layer('app-base'), allow: { to: SPA_BASE } },
  { from: layer('test-support'), allow: { to: SPA_BASE } },
  {
    from: layer('feature'),
    allow: {
      to: [
        ...SPA_BASE,
        { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } },
      ],
    },
  },
  {
    from: layer('app-root'),
    allow: {
      to: [...SPA_BASE, layer('app-root'), { element: { type: 'feature', fileInternalPath: 'index.ts' } }],
    },
  },
];

const CORE_IMPORTS_ONLY_ZOD = {
  patterns: [
    {
      regex: '^(?!zod$|zod/|@halfwise/core/|\\./|\\.\\./)',
      message: 'The core is pure: it imports only zod and other core files.',
    },
  ],
};
/** The core's tests stand alone too: the core, zod and the test tools, nothing of the SPA or the server. */
const CORE_TESTS_IMPORT_ONLY_CORE = {
  patterns: [
    {
      regex: '^(?!zod$|zod/|vitest$|fast-check$|@halfwise/core/|\\./|\\.\\./)',
      message: "The core's tests import only the core, zod, vitest and fast-check.",
    },
  ],
};
/** What only the server, the local stack or the scripts may use: never in the browser bundle. */
const NOT_IN_THE_SPA = [
  {
    regex: '(^|/)(supabase/local|scripts)(/|$)',
    message: 'The SPA never imports the local stack or the scripts: they run in Node, not in the browser.',
  },
  {
    regex: '^(postgres|stripe)(/|$)',
    message:
      'The SPA never imports server packages (postgres, stripe): they would carry server code and secrets.',
  },
];
const SPA_IMPORTS = { patterns: NOT_IN_THE_SPA };
/** The SPA's domain is as pure as the core: no React (and nothing above it). */
const DOMAIN_IMPORTS = {
  patterns: [
    ...NOT_IN_THE_SPA,
    {
      regex: '^react(-dom)?($|/)',
      message: 'src/domain is pure: React belongs to the features and the app.',
    },
  ],
};
const SPA_TESTS = ['src/**/*.test.{ts,tsx}'];
const CORE_TESTS = [
  'supabase/functions/_shared/core/**/*.test.ts',
  'supabase/functions/_shared/core/**/test-*.ts',
];

/** What a journey may not do instead of waiting for its condition. */
const JOURNEY_WAITS = [
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'A journey waits for a condition (locator.waitFor, expect.poll), never for a fixed time.',
  },
  {
    selector: "CallExpression[callee.name='setTimeout']",
    message: 'A journey waits for a condition (locator.waitFor, expect.poll), never for a fixed time.',
  },
  {
    selector: "CallExpression[callee.name='expect'] > AwaitExpression.arguments:first-child",
    message:
      'A value read once can be read too early: `await expect.poll(() => read()).toBe(...)` retries until it holds.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'node_modules',
      '.local',
      'coverage',
      'supabase/functions/_shared/database.types.ts',
      'supabase/functions/_shared/vendor',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': LAYERS,
      'boundaries/include': ['src/**/*', 'supabase/functions/**/*'],
      // A test may reach any layer it checks (an agreement test reads both sides, from the SPA's side or the
      // server's); cycles still count. The core's own tests are held to the core's rule (below).
      'boundaries/ignore': ['**/*.test.{ts,tsx}'],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.element.type }} may not import {{ to.element.type }} {{ to.element.captured.name }} (see the layers in eslint.config.js)',
          policies: POLICIES,
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['supabase/functions/_shared/core/**/*.ts'],
    ignores: CORE_TESTS,
    rules: { 'no-restricted-imports': ['error', CORE_IMPORTS_ONLY_ZOD] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: SPA_TESTS,
    rules: { 'no-restricted-imports': ['error', SPA_IMPORTS] },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    ignores: SPA_TESTS,
    rules: { 'no-restricted-imports': ['error', DOMAIN_IMPORTS] },
  },
  {
    files: CORE_TESTS,
    settings: { 'boundaries/ignore': [] },
    rules: { 'no-restricted-imports': ['error', CORE_TESTS_IMPORT_ONLY_CORE] },
  },
  {
    // Journeys wait for what they assert (docs/testing.md): no fixed sleeps, no value read once and compared.
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...JOURNEY_WAITS] },
  },
);

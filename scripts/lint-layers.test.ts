import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js, checked on made-up files placed where the rule looks: each forbidden
// import must fail with the rule that forbids it, and the allowed ones must pass.

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const LAYER_RULES = new Set(['boundaries/dependencies', 'import-x/no-cycle', 'no-restricted-imports']);

async function layerErrors(filePath: string, importLine: string, name: string): Promise<string[]> {
  const code = `${importLine}\n\nexport const probe = ${name};\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).flatMap((message) =>
    message.ruleId && LAYER_RULES.has(message.ruleId) ? [message.ruleId] : [],
  );
}

// The first lint reads the whole import graph for the cycle rule; later ones reuse it.
beforeAll(
  () => layerErrors('src/lib/probe.ts', "import { STORAGE_KEYS } from './storage-keys.ts';", 'STORAGE_KEYS'),
  60_000,
);

describe('forbidden imports fail the lint', () => {
  it.each([
    {
      case: 'a feature importing another feature',
      file: 'src/features/settings/components/Probe.tsx',
      line: "import { LoginPage } from '../../account/index.ts';",
      name: 'LoginPage',
      rule: 'boundaries/dependencies',
    },
    {
      case: 'the app reaching inside a feature past its index.ts',
      file: 'src/app/routes/probe.ts',
      line: "import { LoginPage } from '../../features/account/components/LoginPage.tsx';",
      name: 'LoginPage',
      rule: 'boundaries/dependencies',
    },
    {
      case: 'lib importing the app',
      file: 'src/lib/probe.ts',
      line: "import { USER_QUERY_KEY } from '../app/session/query-client.ts';",
      name: 'USER_QUERY_KEY',
      rule: 'boundaries/dependencies',
    },
    {
      case: 'domain importing a feature',
      file: 'src/domain/probe.ts',
      line: "import { LandingPage } from '../features/site/index.ts';",
      name: 'LandingPage',
      rule: 'boundaries/dependencies',
    },
    {
      case: 'the core importing the app',
      file: 'supabase/functions/_shared/core/probe.ts',
      line: "import { USER_QUERY_KEY } from '../../../../src/app/session/query-client.ts';",
      name: 'USER_QUERY_KEY',
      rule: 'boundaries/dependencies',
    },
    {
      case: 'the core importing server code',
      file: 'supabase/functions/_shared/core/probe.ts',
      line: "import { createDb } from '../db.ts';",
      name: 'createDb',
      rule: 'boundaries/dependencies',
    },
    {
      case: 'the core importing a package other than zod',
      file: 'supabase/functions/_shared/core/probe.ts',
      line: "import { Hono } from 'hono';",
      name: 'Hono',
      rule: 'no-restricted-imports',
    },
    {
      case: "a core test importing the SPA (the core's tests stand alone)",
      file: 'supabase/functions/_shared/core/probe.test.ts',
      line: "import { formatDollars } from '../../../../src/domain/money.ts';",
      name: 'formatDollars',
      rule: 'boundaries/dependencies',
    },
    {
      case: 'a core test importing server code',
      file: 'supabase/functions/_shared/core/probe.test.ts',
      line: "import { describeZodError } from '../errors.ts';",
      name: 'describeZodError',
      rule: 'boundaries/dependencies',
    },
    {
      case: 'a core test importing a package other than zod and the test tools',
      file: 'supabase/functions/_shared/core/probe.test.ts',
      line: "import { Hono } from 'hono';",
      name: 'Hono',
      rule: 'no-restricted-imports',
    },
    {
      case: 'SPA code importing server-only code',
      file: 'src/lib/probe.ts',
      line: "import { createDb } from '../../supabase/functions/_shared/db.ts';",
      name: 'createDb',
      rule: 'boundaries/dependencies',
    },
    {
      case: 'SPA code importing the local stack',
      file: 'src/lib/probe.ts',
      line: "import { readLocalStackConfig } from '../../supabase/local/config.ts';",
      name: 'readLocalStackConfig',
      rule: 'no-restricted-imports',
    },
    {
      case: 'SPA code importing a script',
      file: 'src/features/budget/model/probe.ts',
      line: "import { testPorts } from '../../../../scripts/lib/ports.ts';",
      name: 'testPorts',
      rule: 'no-restricted-imports',
    },
    {
      case: 'SPA code importing postgres',
      file: 'src/app/probe.ts',
      line: "import postgres from 'postgres';",
      name: 'postgres',
      rule: 'no-restricted-imports',
    },
    {
      case: 'SPA code importing stripe',
      file: 'src/features/billing/api/probe.ts',
      line: "import Stripe from 'stripe';",
      name: 'Stripe',
      rule: 'no-restricted-imports',
    },
    {
      case: 'SPA code importing the api function for more than its AppType type',
      file: 'src/lib/probe.ts',
      line: "import { createApiApp } from '../../supabase/functions/api/app.ts';",
      name: 'createApiApp',
      rule: 'boundaries/dependencies',
    },
    {
      case: 'SPA code importing a type of the api function other than app.ts',
      file: 'src/lib/probe.ts',
      line: "import type { ApiDeps } from '../../supabase/functions/api/context.ts';",
      name: 'null as unknown as ApiDeps',
      rule: 'boundaries/dependencies',
    },
    {
      case: 'the domain importing react',
      file: 'src/domain/probe.ts',
      line: "import { useState } from 'react';",
      name: 'useState',
      rule: 'no-restricted-imports',
    },
    {
      case: 'the domain importing the local stack',
      file: 'src/domain/probe.ts',
      line: "import { readLocalStackConfig } from '../../supabase/local/config.ts';",
      name: 'readLocalStackConfig',
      rule: 'no-restricted-imports',
    },
    {
      case: 'a function importing another function',
      file: 'supabase/functions/stripe-webhook/probe.ts',
      line: "import { createApp } from '../api/app.ts';",
      name: 'createApp',
      rule: 'boundaries/dependencies',
    },
    {
      // analytics.ts already imports storage-keys.ts, so storage-keys.ts importing it closes a loop.
      case: 'an import cycle',
      file: 'src/lib/storage-keys.ts',
      line: "import { storedTtclid } from './analytics.ts';",
      name: 'storedTtclid',
      rule: 'import-x/no-cycle',
    },
  ])(
    '$case',
    async ({ file, line, name, rule }) => {
      expect(await layerErrors(file, line, name)).toContain(rule);
    },
    // A first import of the api function reads its whole import graph for the cycle rule.
    60_000,
  );
});

describe('allowed imports pass', () => {
  it.each([
    {
      case: 'the route table importing a feature through its index.ts',
      file: 'src/app/routes/probe.ts',
      line: "import { LoginPage } from '../../features/account/index.ts';",
      name: 'LoginPage',
    },
    {
      case: 'a feature importing the core by its alias, and the app base',
      file: 'src/features/settings/components/Probe.tsx',
      line: "import { PRODUCT_NAME } from '@halfwise/core/product.ts';\nimport { Button } from '../../../app/ui/Button.tsx';",
      name: '[PRODUCT_NAME, Button]',
    },
    {
      case: 'a core test importing the test tools and the core',
      file: 'supabase/functions/_shared/core/probe.test.ts',
      line: "import fc from 'fast-check';\nimport { it } from 'vitest';\nimport { schedules } from './test-budgets.ts';",
      name: '[fc, it, schedules]',
    },
    {
      case: 'a feature importing react and @stripe/stripe-js (the browser client)',
      file: 'src/features/billing/components/Probe.tsx',
      line: "import { useState } from 'react';\nimport { loadStripe } from '@stripe/stripe-js';",
      name: '[useState, loadStripe]',
    },
    {
      case: "the SPA's typed client importing the api function's AppType, as a type only",
      file: 'src/lib/probe.ts',
      line: "import type { AppType } from '../../supabase/functions/api/app.ts';",
      name: 'null as unknown as AppType',
    },
    {
      case: 'the core importing zod',
      file: 'supabase/functions/_shared/core/probe.ts',
      line: "import { z } from 'zod';",
      name: 'z',
    },
  ])('$case', async ({ file, line, name }) => {
    expect(await layerErrors(file, line, name)).toEqual([]);
  });
});

describe('journeys wait for conditions, never for time or a value read once', () => {
  async function journeyErrors(body: string): Promise<string[]> {
    const code = `import type { Page } from 'playwright-core';\nimport { expect } from 'vitest';\n\nexport async function probe(page: Page): Promise<void> {\n${body}\n}\n`;
    const [result] = await eslint.lintText(code, { filePath: `${root}/e2e/probe.test.ts` });
    return (result?.messages ?? []).flatMap((message) => (message.ruleId ? [message.ruleId] : []));
  }

  it.each([
    { case: 'a fixed wait', body: '  await page.waitForTimeout(300);' },
    { case: 'a sleep', body: '  await new Promise((resolve) => setTimeout(resolve, 1000));' },
    {
      case: 'a text read once',
      body: "  expect(await page.getByRole('status').textContent()).toBe('Saved');",
    },
    {
      case: 'a count read once, over lines',
      body: "  expect(\n    await page\n      .getByRole('alert')\n      .count(),\n  ).toBe(0);",
    },
  ])('$case fails', async ({ body }) => {
    expect(await journeyErrors(body)).toContain('no-restricted-syntax');
  });

  it('waiting for a condition passes', async () => {
    const body = [
      "  await page.getByRole('status').waitFor();",
      "  await expect.poll(() => page.getByRole('alert').count()).toBe(0);",
      "  await expect(page.evaluate(() => fetch('/x'))).rejects.toThrow();",
    ].join('\n');
    expect(await journeyErrors(body)).toEqual([]);
  });
});

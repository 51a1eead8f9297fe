import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/lib/free-port.ts';
import { startProductionPreview } from '../../scripts/lib/production-preview.ts';
import { GATEWAY_URL } from '../../tests/support/stack-env.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build, served by `vite preview` with /api and /auth sent to the stack's gateway. */
    appUrl: string;
    /** The one Chromium every journey file connects to (launching one per file cost about a second each). */
    chromiumEndpoint: string;
  }
}

/**
 * Once per journey run: the app's production build served on a free port, and one Chromium for every journey
 * file (each test still gets a context of its own, with empty storage); both gone at the end. The journeys open
 * the build rather than the dev server: it is what people get, and a page of it loads in about a third of the
 * time (a few files instead of hundreds of modules).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const preview = await startProductionPreview({ gatewayUrl: GATEWAY_URL, port: await freePort() });
  project.provide('appUrl', preview.url);
  const chromiumServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', chromiumServer.wsEndpoint());
  return async () => {
    await chromiumServer.close();
    await preview.close();
  };
}

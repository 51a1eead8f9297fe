import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the journey files that need the production build share one build (made by the first of them). */
    productionBuildDir: string;
    /** The one Chromium every journey file connects to (launching one per file cost about a second each). */
    chromiumEndpoint: string;
  }
}

/**
 * Once per journey run: a folder for the one production build its files share, and one Chromium for all of
 * them (each test still gets a context of its own, with empty storage); both gone at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'halfwise-e2e-dist-'));
  project.provide('productionBuildDir', dir);
  const chromiumServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', chromiumServer.wsEndpoint());
  return async () => {
    await chromiumServer.close();
    rmSync(dir, { recursive: true, force: true });
  };
}

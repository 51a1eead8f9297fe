import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the journey files that need the production build share one build (made by the first of them). */
    productionBuildDir: string;
  }
}

/** Once per journey run: a folder for the one production build its files share, deleted at the end. */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'halfwise-e2e-dist-'));
  project.provide('productionBuildDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

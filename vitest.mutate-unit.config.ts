import { defineConfig } from 'vitest/config';
import { coreAlias } from './scripts/vite/core-alias.ts';
import { mutateUnitProject } from './vitest.mutate.config.ts';

// vitest.mutate.config.ts without the component tests (stryker.unit.config.mjs): a quicker lower bound of the score.
export default defineConfig({
  resolve: { alias: coreAlias },
  test: { projects: [mutateUnitProject] },
});

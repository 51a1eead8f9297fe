// `npm run mutate -- stryker.unit.config.mjs --mutate '<files>'`: the same run scored by the unit tests alone. Each
// mutant of a file the screens use otherwise runs their component tests in jsdom, several times slower; a mutant
// only those tests kill counts as surviving here, so the score is a lower bound.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default { ...base, vitest: { configFile: 'vitest.mutate-unit.config.ts' } };

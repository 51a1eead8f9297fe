import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm;

/** The project's own modules vite.config.ts loads, each with the specifiers it imports. */
function configGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? '');
    graph.set(file, specifiers);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
    }
  };
  visit(entry);
  return graph;
}

it('keeps the alias out of what vite.config.ts imports: Vite bundles its config without aliases', () => {
  const aliased = [...configGraph(path.join(root, 'vite.config.ts'))]
    .filter(([, specifiers]) => specifiers.some((specifier) => specifier.startsWith('@halfwise/core/')))
    .map(([file]) => path.relative(root, file));
  expect(aliased).toEqual([]);
});

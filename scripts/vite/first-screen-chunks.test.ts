import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenChunks } from './first-screen-chunks.ts';

const root = '/project';
const file = (name: string) => path.join(root, name);

/** Each module's static and dynamic (lazy) imports, by file name. */
const IMPORTS: Record<string, { imports?: string[]; lazy?: string[] }> = {
  'main.ts': { imports: ['keys.ts'], lazy: ['landing.ts', 'app.ts'] },
  'keys.ts': {},
  'landing.ts': { imports: ['shared.ts'] },
  'shared.ts': {},
  'app.ts': { imports: ['shell.ts', 'shared.ts'], lazy: ['screen.ts'] },
  'shell.ts': { imports: ['keys.ts'], lazy: ['locale.ts'] },
  'screen.ts': { imports: ['widget.ts'], lazy: ['later.ts'] },
  'widget.ts': { imports: ['shell.ts', 'locales.ts'] },
  'locales.ts': { imports: ['locale.ts'] },
  'locale.ts': {},
  'later.ts': {},
};

const GRAPH = Object.fromEntries(
  Object.entries(IMPORTS).map(([name, { imports = [], lazy = [] }]) => [
    file(name),
    {
      importedIds: imports.map(file),
      dynamicallyImportedIds: lazy.map(file),
      dynamicImporters: Object.keys(IMPORTS)
        .filter((importer) => IMPORTS[importer]?.lazy?.includes(name))
        .map(file),
    },
  ]),
);

function chunkNames(): Record<string, unknown> {
  const options = firstScreenChunks({
    root,
    entry: 'main.ts',
    appEntry: 'app.ts',
    screenEntries: ['screen.ts'],
  });
  const group = options.groups?.[0];
  if (!group || typeof group.name !== 'function') throw new Error('expected one group named by a function');
  const name = group.name;
  const context = { getModuleInfo: (id: string) => GRAPH[id] ?? null } as Parameters<typeof name>[1];
  return Object.fromEntries(Object.keys(GRAPH).map((id) => [path.basename(id), name(id, context)]));
}

describe('firstScreenChunks', () => {
  it("puts the app's static graph in one file and the first screen's in another", () => {
    const names = chunkNames();
    expect(names['app.ts']).toBe('app-main');
    expect(names['shell.ts']).toBe('app-main');
    expect(names['screen.ts']).toBe('budget-screen');
    expect(names['widget.ts']).toBe('budget-screen');
    expect(names['locales.ts']).toBe('budget-screen');
  });

  it('leaves what the landing page can reach, and what the first screen loads later, to the bundler', () => {
    const names = chunkNames();
    for (const left of ['main.ts', 'keys.ts', 'landing.ts', 'shared.ts', 'later.ts'])
      expect(names[left]).toBeNull();
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenChunks } from './first-screen-chunks.ts';

const root = '/project';
const file = (name: string) => path.join(root, name);

/** main → (lazy) landing → shared; main → (lazy) app → shell → shared, (lazy) screen → widget → shell; screen → later (lazy). */
const GRAPH: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  [file('main.ts')]: {
    importedIds: [file('keys.ts')],
    dynamicallyImportedIds: [file('landing.ts'), file('app.ts')],
  },
  [file('keys.ts')]: { importedIds: [], dynamicallyImportedIds: [] },
  [file('landing.ts')]: { importedIds: [file('shared.ts')], dynamicallyImportedIds: [] },
  [file('shared.ts')]: { importedIds: [], dynamicallyImportedIds: [] },
  [file('app.ts')]: {
    importedIds: [file('shell.ts'), file('shared.ts')],
    dynamicallyImportedIds: [file('screen.ts')],
  },
  [file('shell.ts')]: { importedIds: [file('keys.ts')], dynamicallyImportedIds: [] },
  [file('screen.ts')]: { importedIds: [file('widget.ts')], dynamicallyImportedIds: [file('later.ts')] },
  [file('widget.ts')]: { importedIds: [file('shell.ts')], dynamicallyImportedIds: [] },
  [file('later.ts')]: { importedIds: [], dynamicallyImportedIds: [] },
};

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
  });

  it('leaves what the landing page can reach, and what the first screen loads later, to the bundler', () => {
    const names = chunkNames();
    for (const left of ['main.ts', 'keys.ts', 'landing.ts', 'shared.ts', 'later.ts'])
      expect(names[left]).toBeNull();
  });
});

import path from 'node:path';
import type { BuildEnvironmentOptions } from 'vite';

type OutputOptions = Extract<
  NonNullable<BuildEnvironmentOptions['rolldownOptions']>['output'],
  { codeSplitting?: unknown }
>;
/** The object form of Rolldown's `output.codeSplitting`. */
type ChunkingOptions = Exclude<OutputOptions['codeSplitting'], boolean | undefined>;

interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/**
 * The signed-in first screen's code in two files instead of fifty: the app's shell (everything `appEntry` imports
 * statically) and the budget screen (what `screenEntries` import statically, beyond the shell). Left to itself the
 * bundler makes a chunk of every group of modules shared differently by the lazy screens, so the first row waited
 * on about fifty requests, six at a time over HTTP/1.1, each a round trip on a phone's network.
 *
 * A module the landing page can reach without passing through `appEntry` (the entry, the landing's own chunks) is
 * never grouped: the landing's visitors must not download the app. What the later screens share with the first
 * one is in these two files, which every signed-in visit has loaded already.
 */
export function firstScreenChunks(options: {
  root: string;
  entry: string;
  appEntry: string;
  screenEntries: readonly string[];
}): ChunkingOptions {
  const id = (file: string) => path.resolve(options.root, file);
  let groups: { shell: Set<string>; screen: Set<string> } | undefined;
  const groupsOf = (graph: ModuleGraph) => {
    if (groups) return groups;
    const appEntry = id(options.appEntry);
    const landing = reachable(graph, [id(options.entry)], { dynamic: true, stopAt: appEntry });
    const shell = without(reachable(graph, [appEntry], { dynamic: false }), landing);
    const screen = without(
      reachable(graph, options.screenEntries.map(id), { dynamic: false }),
      new Set([...landing, ...shell]),
    );
    groups = { shell, screen };
    return groups;
  };
  return {
    groups: [
      {
        debugName: 'first screen',
        name: (moduleId, context) => {
          const { shell, screen } = groupsOf(context);
          if (shell.has(moduleId)) return 'app-main';
          if (screen.has(moduleId)) return 'budget-screen';
          return null;
        },
        // Each group holds exactly the modules named: pulling in their dependencies would move the landing's
        // shared modules into the app's files.
        includeDependenciesRecursively: false,
      },
    ],
  };
}

/** The modules `starts` import, transitively: statically only, or dynamically too (never entering `stopAt`). */
function reachable(
  graph: ModuleGraph,
  starts: readonly string[],
  options: { dynamic: boolean; stopAt?: string },
): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const next = queue.pop();
    if (next === undefined || seen.has(next) || next === options.stopAt) continue;
    const info = graph.getModuleInfo(next);
    // A module loaded on demand somewhere stays a split point: statically, it may be imported only by code that
    // is shaken out of the build (zod's locale list imports the English messages the API client loads lazily).
    if (!options.dynamic && !starts.includes(next) && info && info.dynamicImporters.length > 0) continue;
    seen.add(next);
    if (!info) continue;
    queue.push(...info.importedIds, ...(options.dynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

function without(set: Set<string>, removed: Set<string>): Set<string> {
  return new Set([...set].filter((item) => !removed.has(item)));
}

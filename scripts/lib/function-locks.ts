// The Edge Functions' dependencies, locked: each function's deno.json names exact versions and its deno.lock
// (beside it, `"frozen": true`) fixes every package below them. Both must agree with package-lock.json, which is
// what Node runs in the tests and what Deno reads from node_modules (`"nodeModulesDir": "manual"`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface DenoLock {
  npm?: Record<string, { integrity?: string }>;
}

interface PackageLock {
  packages: Record<string, { version?: string; integrity?: string }>;
}

/** The functions under supabase/functions (every folder but the shared code). */
export function functionNames(root: string): string[] {
  return readdirSync(path.join(root, 'supabase', 'functions'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();
}

/** `npm:name@version[/path]` (or `npm:/name@…`) → name and version. */
function npmSpecifier(specifier: string): { name: string; version: string } | null {
  const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)/.exec(specifier);
  return match ? { name: match[1]!, version: match[2]! } : null;
}

/** `name@version` or `name@version_peer@…` (a deno.lock npm key) → name and version. */
function lockKey(key: string): { name: string; version: string } {
  const at = key.indexOf('@', 1);
  return { name: key.slice(0, at), version: key.slice(at + 1).split('_')[0]! };
}

/**
 * Where the function's locked versions and package-lock.json disagree, one line each (empty: they agree). A deno.json
 * import must name the exact version npm installed at the top of node_modules; every package of deno.lock must be
 * one npm installed somewhere (a nested copy counts: npm keeps several versions of a name), with the same
 * integrity hash.
 */
export function lockDisagreements(root: string, name: string): string[] {
  const dir = path.join(root, 'supabase', 'functions', name);
  const config = JSON.parse(readFileSync(path.join(dir, 'deno.json'), 'utf8')) as {
    imports: Record<string, string>;
    lock?: { path?: string; frozen?: boolean };
  };
  const lock = JSON.parse(readFileSync(path.join(dir, 'deno.lock'), 'utf8')) as DenoLock;
  const npm = (JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as PackageLock)
    .packages;
  const installed = (pkg: string) =>
    Object.entries(npm)
      .filter(([where]) => where === `node_modules/${pkg}` || where.endsWith(`/node_modules/${pkg}`))
      .map(([, entry]) => entry);
  const problems: string[] = [];
  if (config.lock?.path !== './deno.lock' || config.lock.frozen !== true) {
    problems.push(`${name}/deno.json: lock must be { "path": "./deno.lock", "frozen": true }`);
  }
  for (const specifier of Object.values(config.imports)) {
    const wanted = npmSpecifier(specifier);
    if (!wanted) continue;
    const top = npm[`node_modules/${wanted.name}`]?.version;
    if (wanted.version !== top) {
      problems.push(
        `${name}/deno.json: ${specifier}, package-lock.json has ${wanted.name} ${top ?? 'not at all'}`,
      );
    }
  }
  for (const [key, entry] of Object.entries(lock.npm ?? {})) {
    const locked = lockKey(key);
    const copies = installed(locked.name);
    const same = copies.find((copy) => copy.version === locked.version);
    if (!same) {
      const versions = copies.map((copy) => copy.version).join(', ') || 'not at all';
      problems.push(`${name}/deno.lock: ${locked.name} ${locked.version}, package-lock.json has ${versions}`);
    } else if (same.integrity !== entry.integrity) {
      problems.push(`${name}/deno.lock: ${locked.name} ${locked.version} has another integrity hash`);
    }
  }
  return problems;
}

/** The function's deno.json with every npm import at the version package-lock.json installed at the top. */
export function pinnedConfig(root: string, name: string): string {
  const file = path.join(root, 'supabase', 'functions', name, 'deno.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as { imports: Record<string, string> };
  const npm = (JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as PackageLock)
    .packages;
  for (const [alias, specifier] of Object.entries(config.imports)) {
    const wanted = npmSpecifier(specifier);
    const version = wanted && npm[`node_modules/${wanted.name}`]?.version;
    if (!wanted || !version) continue;
    config.imports[alias] = specifier.replace(
      `${wanted.name}@${wanted.version}`,
      `${wanted.name}@${version}`,
    );
  }
  return JSON.stringify({ ...config, lock: { path: './deno.lock', frozen: true } }, null, 2) + '\n';
}

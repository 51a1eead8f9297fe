import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const isRoot = (): boolean => process.getuid?.() === 0;
const APT_ENV = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };

/** What `apt-get install --simulate` says it would do: packages new to the machine, and upgrades of others. */
export function parseAptSimulation(output: string): { installs: string[]; upgrades: string[] } {
  const installs: string[] = [];
  const upgrades: string[] = [];
  for (const line of output.split('\n')) {
    const match = /^Inst (\S+) (\[(\S+)\] )?\((\S+)/.exec(line);
    if (!match?.[1]) continue;
    if (match[3]) upgrades.push(`${match[1]} ${match[3]} → ${match[4]}`);
    else installs.push(match[1]);
  }
  return { installs, upgrades };
}

/**
 * Installs Debian packages when running as root; otherwise throws naming what is missing. Only the named
 * packages and what they depend on: no recommends, no upgrade of a package already here. The package lists the
 * machine has are used as they are; `apt-get update` runs only when they are missing or too old to install from,
 * since fresh lists are what make apt upgrade shared libraries (and everything built on them) to match.
 */
export function ensureDebianPackages(
  packages: string[],
  isPresent: () => boolean,
  log: (line: string) => void,
): void {
  if (isPresent()) return;
  if (!isRoot()) {
    throw new Error(
      `Missing Debian packages: ${packages.join(' ')}. Install them with: ` +
        `sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`,
    );
  }
  if (!hasPackageLists()) update(log);
  if (!install(packages, log)) {
    update(log);
    if (!install(packages, log)) throw new Error(`apt-get could not install ${packages.join(' ')}`);
  }
  if (!isPresent()) throw new Error(`apt-get installed ${packages.join(' ')} but they are still not usable`);
}

const INSTALL_OPTIONS = ['-y', '--no-install-recommends', '--no-upgrade'];

function install(packages: string[], log: (line: string) => void): boolean {
  const simulation = spawnSync('apt-get', ['install', '--simulate', ...INSTALL_OPTIONS, ...packages], {
    encoding: 'utf8',
    env: APT_ENV,
  });
  if (simulation.status !== 0) return false;
  const { installs, upgrades } = parseAptSimulation(simulation.stdout);
  log(`installing ${packages.join(' ')} with apt-get (${installs.length} packages with dependencies)`);
  if (upgrades.length > 0) log(`apt-get must also upgrade, for their dependencies: ${upgrades.join(', ')}`);
  const result = spawnSync('apt-get', ['install', ...INSTALL_OPTIONS, ...packages], {
    stdio: 'inherit',
    env: APT_ENV,
  });
  return result.status === 0;
}

function update(log: (line: string) => void): void {
  log('apt-get update');
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env: APT_ENV });
}

function hasPackageLists(): boolean {
  try {
    return readdirSync('/var/lib/apt/lists').some((name) => name.includes('_Packages'));
  } catch {
    return false;
  }
}

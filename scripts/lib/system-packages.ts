import { existsSync } from 'node:fs';
import { captureCommand, runCommand } from './run-command.ts';

/** What the tests need from Debian, and how to tell each is present. */
const REQUIREMENTS = [
  {
    what: 'PostgreSQL 15 server',
    pkg: 'postgresql-15',
    present: () => existsSync('/usr/lib/postgresql/15/bin/postgres'),
  },
  {
    what: 'pgTAP',
    pkg: 'postgresql-15-pgtap',
    present: () => existsSync('/usr/share/postgresql/15/extension/pgtap.control'),
  },
  {
    what: 'pg_prove',
    pkg: 'libtap-parser-sourcehandler-pgtap-perl',
    present: () => existsSync('/usr/bin/pg_prove'),
  },
  { what: 'Chromium', pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') },
] as const;

/** Installs missing Debian packages when running as root; otherwise says exactly what to install. */
export async function ensureSystemPackages(log: (line: string) => void): Promise<void> {
  const missing = REQUIREMENTS.filter((requirement) => !requirement.present());
  if (missing.length === 0) return;
  const packages = missing.map((requirement) => requirement.pkg);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing: ${missing.map((r) => r.what).join(', ')}. Install them with: sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  log(`installing ${packages.join(' ')} from Debian…`);
  const update = await captureCommand('apt-get', ['update', '-qq']);
  if (update.code !== 0) throw new Error(`apt-get update failed:\n${update.output}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const code = await runCommand('apt-get', ['install', '-y', '-qq', ...packages], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stillMissing = REQUIREMENTS.filter((requirement) => !requirement.present());
  if (code !== 0 || stillMissing.length > 0) {
    throw new Error(`Could not install ${stillMissing.map((r) => r.pkg).join(' ') || packages.join(' ')}`);
  }
}

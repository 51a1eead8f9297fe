import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './apt.ts';
import { PGBOUNCER_BINARY } from './pgbouncer.ts';

/** What the tests need from Debian, and how to tell each is present. */
const REQUIREMENTS = [
  { pkg: 'postgresql-15', present: () => existsSync('/usr/lib/postgresql/15/bin/postgres') },
  {
    pkg: 'postgresql-15-pgtap',
    present: () => existsSync('/usr/share/postgresql/15/extension/pgtap.control'),
  },
  { pkg: 'libtap-parser-sourcehandler-pgtap-perl', present: () => existsSync('/usr/bin/pg_prove') },
  {
    pkg: 'postgresql-15-plpgsql-check',
    present: () => existsSync('/usr/share/postgresql/15/extension/plpgsql_check.control'),
  },
  // The API tests reach PostgreSQL through PgBouncer in transaction mode, as production's pooler (pgbouncer.ts).
  { pkg: 'pgbouncer', present: () => existsSync(PGBOUNCER_BINARY) },
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { pkg: 'fonts-liberation', present: () => existsSync('/usr/share/fonts/truetype/liberation') },
  // Goals carry emoji; screenshots should show them as phones do, not as empty boxes.
  {
    pkg: 'fonts-noto-color-emoji',
    present: () => existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'),
  },
] as const;

/** Installs the missing Debian packages in one go when running as root; otherwise names them. */
export function ensureSystemPackages(log: (line: string) => void): void {
  const missing = REQUIREMENTS.filter((requirement) => !requirement.present()).map((r) => r.pkg);
  if (missing.length === 0) return;
  ensureDebianPackages(missing, () => REQUIREMENTS.every((requirement) => requirement.present()), log);
}

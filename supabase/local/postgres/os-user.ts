import { execFileSync } from 'node:child_process';

/** The database superuser, and (when the stack runs as root) the OS user the server runs as. */
export const EMBEDDED_POSTGRES_USER = 'postgres';

export const runsAsRoot = (): boolean => process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` OS user. */
export function serverIdentity(): { uid: number; gid: number } | Record<string, never> {
  if (!runsAsRoot()) return {};
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, EMBEDDED_POSTGRES_USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

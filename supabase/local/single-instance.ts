import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** One stack per data directory: a pid file, checked for a live owner. */
export function claimStackLock(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'stack.pid');
  const owner = readOwner(lockFile);
  if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
    throw new StackAlreadyRunning(owner, dataDir);
  }
  writeFileSync(lockFile, String(process.pid));
  const release = () => {
    if (readOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
  // However the process ends short of a kill -9, the next start must not find a stale owner.
  process.once('exit', release);
  return { release };
}

export class StackAlreadyRunning extends Error {
  constructor(
    readonly pid: number,
    dataDir: string,
  ) {
    super(
      `Halfwise's local stack is already running (process ${pid}, data in ${dataDir}).\n` +
        `Use that one, or stop it first (Ctrl-C in its terminal, or: kill ${pid}).`,
    );
  }
}

/** Fails with a message naming the port when something else already listens there. */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  for (const [name, port] of Object.entries(ports)) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (!free) {
      throw new Error(
        `Port ${port} (${name}) is already in use by another program. Stop it, or choose another port ` +
          `with the matching variable in .env (see .env.example).`,
      );
    }
  }
}

/** A loopback port that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function readOwner(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process with this id exists (signal 0 checks without sending anything). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

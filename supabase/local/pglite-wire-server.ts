import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Serves one PGlite database to many Postgres clients over the wire protocol.
 *
 * PGlite is a single backend, so statements from different connections must not interleave: each client's
 * messages are handed over in whole batches (up to a Sync, simple Query or Flush), and while a client has a
 * transaction open only that client's batches run. A batch that only parsed and described a statement (what
 * postgres.js sends before binding parameters when it does not prepare) also keeps PGlite for that client until
 * its execute arrives, since the unnamed statement would otherwise be replaced by another client's.
 * (pglite-socket queues single messages, so two clients' extended-protocol requests collide under load.)
 */
export async function servePGlite(db: PGlite, options: { port: number; host: string }) {
  await db.waitReady;
  const scheduler = new BatchScheduler(db);
  let nextConnectionId = 1;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const connection = new ClientConnection(nextConnectionId++, socket, scheduler);
    socket.on('data', (chunk) => connection.receive(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      scheduler.release(connection.id);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const SSL_REQUEST = 80877103;
const GSS_ENCRYPTION_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const code = (letter: string) => letter.charCodeAt(0);
const BATCH_ENDS = new Set([code('S'), code('Q'), code('H')]);
const RUNS_STATEMENT = new Set([code('E'), code('Q')]);
const TERMINATE = code('X');
/** How long a client may hold PGlite between a describe and its execute before others go first. */
const FOLLOW_UP_GRACE_MS = 2_000;

class ClientConnection {
  private buffer = Buffer.alloc(0);
  private started = false;
  private pending: Buffer[] = [];
  private pendingRunsStatement = false;

  constructor(
    readonly id: number,
    private readonly socket: net.Socket,
    private readonly scheduler: BatchScheduler,
  ) {}

  receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    while (this.started ? this.takeMessage() : this.takeStartup());
  }

  /** Before startup the messages have no type byte: SSL/GSS requests, cancel requests, then the startup. */
  private takeStartup(): boolean {
    if (this.buffer.length < 8) return false;
    const length = this.buffer.readInt32BE(0);
    const code = this.buffer.readInt32BE(4);
    if (code === SSL_REQUEST || code === GSS_ENCRYPTION_REQUEST) {
      this.buffer = this.buffer.subarray(8);
      this.socket.write('N');
      return true;
    }
    if (code === CANCEL_REQUEST) {
      this.socket.end();
      return false;
    }
    if (this.buffer.length < length) return false;
    this.submit([this.buffer.subarray(0, length)]);
    this.buffer = this.buffer.subarray(length);
    this.started = true;
    return true;
  }

  private takeMessage(): boolean {
    if (this.buffer.length < 5) return false;
    const type = this.buffer[0]!;
    const size = 1 + this.buffer.readInt32BE(1);
    if (this.buffer.length < size) return false;
    const message = this.buffer.subarray(0, size);
    this.buffer = this.buffer.subarray(size);
    if (type === TERMINATE) {
      this.socket.end();
      return false;
    }
    this.pending.push(message);
    this.pendingRunsStatement ||= RUNS_STATEMENT.has(type);
    if (BATCH_ENDS.has(type)) {
      this.submit(this.pending, !this.pendingRunsStatement);
      this.pending = [];
      this.pendingRunsStatement = false;
    }
    return true;
  }

  private submit(messages: Buffer[], expectsFollowUp = false): void {
    this.scheduler.enqueue({
      connectionId: this.id,
      expectsFollowUp,
      batch: new Uint8Array(Buffer.concat(messages)),
      write: (data) => {
        if (this.socket.writable) this.socket.write(data);
      },
    });
  }
}

interface Job {
  connectionId: number;
  expectsFollowUp: boolean;
  batch: Uint8Array;
  write(data: Uint8Array): void;
}

class BatchScheduler {
  private readonly queue: Job[] = [];
  /** The client whose batches alone may run: it has a transaction open or a described statement to execute. */
  private owner: number | undefined;
  private ownerTimeout: NodeJS.Timeout | undefined;
  private draining = false;

  constructor(private readonly db: PGlite) {}

  enqueue(job: Job): void {
    this.queue.push(job);
    void this.drain();
  }

  /** A client went away: drop its queued work and roll back a transaction it left open. */
  release(connectionId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (this.queue[i]!.connectionId === connectionId) this.queue.splice(i, 1);
    }
    if (this.owner !== connectionId) return;
    if (this.db.isInTransaction()) {
      // Runs next, as the owner's last batch; the owner is then cleared because no transaction is left.
      this.enqueue({
        connectionId,
        expectsFollowUp: false,
        batch: simpleQuery('rollback'),
        write: () => undefined,
      });
    } else {
      this.setOwner(undefined);
      void this.drain();
    }
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (;;) {
        const index =
          this.owner === undefined ? 0 : this.queue.findIndex((job) => job.connectionId === this.owner);
        if (index < 0 || index >= this.queue.length) break;
        const [job] = this.queue.splice(index, 1);
        if (!job) break;
        await this.db.runExclusive(() =>
          this.db.execProtocolRawStream(job.batch, { onRawData: (data) => job.write(data) }),
        );
        const keeps = this.db.isInTransaction() || job.expectsFollowUp;
        this.setOwner(
          keeps ? job.connectionId : undefined,
          job.expectsFollowUp && !this.db.isInTransaction(),
        );
      }
    } finally {
      this.draining = false;
    }
  }

  private setOwner(connectionId: number | undefined, onlyBriefly = false): void {
    clearTimeout(this.ownerTimeout);
    this.owner = connectionId;
    if (connectionId !== undefined && onlyBriefly) {
      this.ownerTimeout = setTimeout(() => {
        if (this.owner !== connectionId) return;
        this.owner = undefined;
        void this.drain();
      }, FOLLOW_UP_GRACE_MS);
    }
  }
}

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that counts round trips as "flights": a client write that follows
 * something the server said (or opens the conversation). Writes the client sends back to back, before the server
 * answers, are one flight, as they cost one network wait. Figures only; never asserted.
 */
export interface RoundTripProxy {
  /** The database URL with the proxy's port. */
  url: string;
  flights(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startRoundTripProxy(databaseUrl: string, port: number): Promise<RoundTripProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let flights = 0;

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    let serverSpokeLast = true;
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', () => {
      if (serverSpokeLast) flights++;
      serverSpokeLast = false;
    });
    upstream.on('data', () => (serverSpokeLast = true));
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    flights: () => flights,
    reset: () => (flights = 0),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

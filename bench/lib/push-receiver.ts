// The push services as a reminders pass meets them, for the bench: one plain HTTP server on loopback that takes
// every push, answers 201 after a small delay (a push service's round trip) and counts what arrived and the most
// requests it held at once. It neither checks nor decrypts anything (tests/support/push-service.ts does).
import { createServer } from 'node:http';

export interface PushReceiver {
  /** Where its endpoints start: `http://127.0.0.1:<port>/push/`. */
  endpointBase: string;
  /** Requests arrived so far. */
  arrived(): number;
  /** The most requests in flight at once: arrived and not yet answered. */
  mostInFlight(): number;
  stop(): Promise<void>;
}

export async function startPushReceiver(answerAfterMs: number): Promise<PushReceiver> {
  let arrived = 0;
  let inFlight = 0;
  let most = 0;
  const server = createServer((request, response) => {
    arrived += 1;
    inFlight += 1;
    most = Math.max(most, inFlight);
    request.resume();
    request.on('end', () => {
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(201).end();
      }, answerAfterMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the push receiver has no port');
  return {
    endpointBase: `http://127.0.0.1:${address.port}/push/`,
    arrived: () => arrived,
    mostInFlight: () => most,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

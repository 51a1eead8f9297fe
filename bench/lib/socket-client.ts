import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * A bare HTTP/1.1 keep-alive GET client on raw sockets, for load from a process of its own: it writes a request
 * and reads the status and Content-Length of the answer, nothing more, so the load costs a fraction of what
 * node:http costs and the figure is the server's, not the client's. One request in flight per socket, at most
 * `maxSockets` sockets. Answers without a Content-Length (chunked) are refused.
 */
export function createSocketClient(baseUrl: string, maxSockets: number) {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/$/, '');
  const idle: net.Socket[] = [];
  const all = new Set<net.Socket>();

  function open(): Promise<net.Socket> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(base.port), base.hostname, () => resolve(socket));
      socket.setNoDelay(true);
      socket.once('error', reject);
      all.add(socket);
      socket.once('close', () => all.delete(socket));
    });
  }

  function exchange(socket: net.Socket, request: Buffer): Promise<number> {
    return new Promise((resolve, reject) => {
      let received: Buffer = Buffer.alloc(0);
      let bodyStart = -1;
      let length = 0;
      let status = 0;
      const done = (error?: Error) => {
        socket.off('data', onData);
        socket.off('error', done);
        socket.off('close', onClose);
        if (error) reject(error);
        else resolve(status);
      };
      const onClose = () => done(new Error('the server closed the connection'));
      const onData = (chunk: Buffer) => {
        received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
        if (bodyStart === -1) {
          const end = received.indexOf(HEADER_END);
          if (end === -1) return;
          const head = received.subarray(0, end).toString('latin1');
          status = Number(head.slice(9, 12));
          const match = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          if (!match) return done(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
          length = Number(match[1]);
          bodyStart = end + HEADER_END.length;
        }
        if (received.length - bodyStart >= length) done();
      };
      socket.on('data', onData);
      socket.once('error', done);
      socket.once('close', onClose);
      socket.write(request);
    });
  }

  return {
    async get(path: string, headers: Record<string, string>): Promise<number> {
      const lines = [`GET ${prefix}${path} HTTP/1.1`, `host: ${base.host}`];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
      const socket = idle.pop() ?? (all.size < maxSockets ? await open() : undefined);
      if (!socket) throw new Error('more requests in flight than sockets');
      const status = await exchange(socket, request);
      idle.push(socket);
      return status;
    },
    close(): void {
      for (const socket of all) socket.destroy();
    },
  };
}

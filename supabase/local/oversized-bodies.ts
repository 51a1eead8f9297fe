import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Plugin, ProxyOptions } from 'vite';
import { bodyCeilingOf } from '../functions/_shared/body-limit.ts';
import { API_VERSION_HEADER, authErrorReply, MAX_AUTH_BODY_BYTES, requestTooLarge } from './auth/errors.ts';

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

interface Ceiling {
  bytes: number;
  /** The 413 the service behind answers for a body over `bytes`. */
  reply(): Reply;
}

/** The body ceiling of the service behind the app's port that `request` goes to; undefined for the SPA's own. */
function ceilingOf(url: string, request: IncomingMessage): Ceiling | undefined {
  if (url.startsWith('/api/')) {
    const { bytes, message } = bodyCeilingOf(url);
    return { bytes, reply: () => ({ status: 413, headers: {}, body: { message } }) };
  }
  if (url.startsWith('/auth/v1/')) {
    return {
      bytes: MAX_AUTH_BODY_BYTES,
      reply: () => {
        const apiVersion = request.headers[API_VERSION_HEADER.toLowerCase()];
        return authErrorReply(requestTooLarge(), typeof apiVersion === 'string' ? apiVersion : undefined);
      },
    };
  }
  return undefined;
}

/**
 * The 413 for a request whose Content-Length is over its ceiling, or undefined. `path` is the request's path as
 * the app's port has it (the gateway's `/functions/v1/api/…` is `/api/…`).
 */
export function oversizedBodyReply(request: IncomingMessage, path = request.url ?? ''): Reply | undefined {
  const ceiling = ceilingOf(path, request);
  const length = Number(request.headers['content-length'] ?? 0);
  return ceiling && length > ceiling.bytes ? ceiling.reply() : undefined;
}

function send(response: ServerResponse, reply: Reply, closing = false): void {
  const headers = { ...reply.headers, 'Content-Type': 'application/json' };
  response.writeHead(reply.status, closing ? { ...headers, Connection: 'close' } : headers);
  response.end(JSON.stringify(reply.body));
}

/** Bodies sent without a length, read here to be judged, and what the proxy sends on in their place. */
const readBodies = new WeakMap<IncomingMessage, Buffer>();

/**
 * Reads a body sent without a Content-Length (chunked) up to its ceiling: true when it fits, and the proxy is to
 * send it on with its length; false when it does not, after answering the 413 and discarding the rest.
 */
function readWithinCeiling(request: IncomingMessage, response: ServerResponse, ceiling: Ceiling) {
  return new Promise<boolean>((settle, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= ceiling.bytes) return void chunks.push(chunk);
      // The rest is read and dropped, so the connection can carry the client's next request.
      request.off('data', onData).off('end', onEnd).resume();
      send(response, ceiling.reply());
      settle(false);
    };
    const onEnd = () => {
      const body = Buffer.concat(chunks);
      readBodies.set(request, body);
      delete request.headers['transfer-encoding'];
      request.headers['content-length'] = String(body.length);
      settle(true);
    };
    request.on('data', onData).on('end', onEnd).on('error', fail);
  });
}

/**
 * The app's port answers an oversized body itself, before its proxy passes anything on. Were the body passed on,
 * the service behind would answer 413 without reading it and close the connection (supabase/local/gateway.ts),
 * and the proxy, still uploading, would sometimes see the connection go first and answer an empty 502. A body
 * with a Content-Length is judged by it; a chunked one is read up to the ceiling (the proxy then sends what was
 * read). A client that asks `Expect: 100-continue` (curl does over 1 MB) gets the 413 instead of the go-ahead,
 * so it never sends the body.
 */
export function refuseOversizedBodies(): Plugin {
  return {
    name: 'halfwise:refuse-oversized-bodies',
    configureServer(server) {
      if (server.httpServer) answerExpectContinue(server.httpServer);
      server.middlewares.use((request, response, next) => {
        const ceiling = ceilingOf(request.url ?? '', request);
        if (!ceiling) return next();
        const reply = oversizedBodyReply(request);
        if (reply) return send(response, reply);
        if (request.headers['transfer-encoding'] === undefined) return next();
        readWithinCeiling(request, response, ceiling).then((fits) => fits && next(), next);
      });
    },
  };
}

/**
 * `Expect: 100-continue` answered by the body's length: the 413 (closing the connection, as the body is never
 * sent) instead of the go-ahead for a body over its ceiling, the go-ahead otherwise. Without this, Node sends the
 * go-ahead at once, the client sends the whole body, and the service behind may answer and close mid-upload, which
 * the client sees as a dropped connection. `pathOf` maps a request's path to the app port's (the gateway's).
 */
export function answerExpectContinue(
  server: EventEmitter,
  pathOf: (url: string) => string = (url) => url,
): void {
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const reply = oversizedBodyReply(request, pathOf(request.url ?? ''));
    if (reply) return send(response, reply, true);
    response.writeContinue();
    server.emit('request', request, response);
  });
}

/** How Vite's proxy middleware calls the proxy: request, response and its options for that request. */
type ProxyWeb = (request: IncomingMessage, response: ServerResponse, options?: object) => void;

/** The dev server proxy's `configure`: a body read above is sent from what was read, as the request has ended. */
export const sendReadBodies: NonNullable<ProxyOptions['configure']> = (proxy) => {
  const web = proxy.web.bind(proxy) as ProxyWeb;
  const sendingReadBody: ProxyWeb = (request, response, options = {}) => {
    const body = readBodies.get(request);
    web(request, response, body ? { ...options, buffer: Readable.from([body]) } : options);
  };
  Object.assign(proxy, { web: sendingReadBody });
};

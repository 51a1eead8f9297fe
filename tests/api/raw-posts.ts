// POSTs written by hand with node:http, for what fetch cannot send: `Expect: 100-continue`, a chunked body, and
// several bodies down one kept-alive connection as a proxy sends them.
import type { Agent } from 'node:http';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';

export interface RawReply {
  status: number;
  body: unknown;
  /** Whether the server invited the body with `100 Continue` (only asked for with `Expect: 100-continue`). */
  continued: boolean;
}

export interface RawPost {
  headers?: OutgoingHttpHeaders;
  /** Sent in 64 KB chunks without a Content-Length (chunked) when true; with its length otherwise. */
  chunked?: boolean;
  /** Held back until the server answers `100 Continue`, as curl does over 1 MB. */
  expectContinue?: boolean;
  /** The connection pool to use; by default a connection of the request's own. */
  agent?: Agent;
}

const CHUNK_BYTES = 64 * 1024;

/** A JSON body `{ [field]: 'xxx…' }` of at least `bytes` bytes. */
export const paddedJson = (field: string, bytes: number) => JSON.stringify({ [field]: 'x'.repeat(bytes) });

export function rawPost(url: string, body: string, options: RawPost = {}): Promise<RawReply> {
  const payload = Buffer.from(body);
  const headers: OutgoingHttpHeaders = { 'Content-Type': 'application/json', ...options.headers };
  if (!options.chunked) headers['Content-Length'] = payload.length;
  if (options.expectContinue) headers.Expect = '100-continue';
  return new Promise((resolve, reject) => {
    let continued = false;
    const outgoing = httpRequest(url, { method: 'POST', agent: options.agent ?? false, headers });
    const send = () => {
      for (let at = 0; at < payload.length; at += CHUNK_BYTES) {
        outgoing.write(payload.subarray(at, at + CHUNK_BYTES));
      }
      outgoing.end();
    };
    outgoing.on('continue', () => {
      continued = true;
      send();
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null, continued });
        // A body never invited is never sent: the request ends here, and its connection with it.
        if (options.expectContinue && !continued) outgoing.destroy();
      });
    });
    outgoing.on('error', reject);
    if (options.expectContinue) outgoing.flushHeaders();
    else send();
  });
}

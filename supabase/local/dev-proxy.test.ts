// Behind `npm start`'s app port: the dev server passes each client's own address on, and the gateway trusts that
// hop only with the stack's secret, so a function sees who is really calling (one trusted hop, as in production).
import { request } from 'node:http';
import path from 'node:path';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { clientAddress } from '../functions/_shared/client-address.ts';
import { DEV_PROXY_HEADER } from './dev-proxy.ts';
import { createGateway } from './gateway.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'stack-secret-for-this-test';

let gateway: Server;
let vite: ViteDevServer;
let gatewayPort: number;
let appPort: number;

beforeAll(async () => {
  [gatewayPort, appPort] = await Promise.all([freePort(), freePort()]);
  // A function that answers the address it would key its limits on, with TRUSTED_PROXY_HOPS = 1.
  const whoIsCalling = (incoming: Request) =>
    Response.json({
      client: clientAddress(incoming.headers, 1),
      secret: incoming.headers.get(DEV_PROXY_HEADER),
    });
  const app = createGateway({ auth: whoIsCalling, functions: { api: whoIsCalling }, devProxySecret: SECRET });
  gateway = await new Promise<Server>((ready) => {
    const server = serve({ fetch: app.fetch, port: gatewayPort, hostname: '127.0.0.1' }, () =>
      ready(server as Server),
    );
  });
  process.env.GATEWAY_PORT = String(gatewayPort);
  process.env.LOCAL_DEV_PROXY_SECRET = SECRET;
  vite = await createViteServer({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: ROOT,
    logLevel: 'silent',
    server: { port: appPort, host: '127.0.0.1', strictPort: true },
  });
  await vite.listen();
}, 60_000);

afterAll(async () => {
  await vite?.close();
  await new Promise((done) => gateway?.close(done));
});

/** GET `url` from the loopback address `from`, with any headers the client chooses to send. */
function getFrom(from: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ client: string; secret: string | null }>((resolve, reject) => {
    const outgoing = request(url, { localAddress: from, headers, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(JSON.parse(body)));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the app port', () => {
  it.each(['/api/health', '/auth/v1/settings'])(
    'passes each client address of %s on, whatever X-Forwarded-For the client wrote',
    async (route) => {
      const url = `http://127.0.0.1:${appPort}${route}`;
      expect(await getFrom('127.0.0.2', url)).toEqual({ client: '127.0.0.2', secret: null });
      expect(await getFrom('127.0.0.3', url, { 'X-Forwarded-For': '127.0.0.2' })).toEqual({
        client: '127.0.0.3',
        secret: null,
      });
    },
  );
});

describe('the gateway', () => {
  it('keys a direct caller on its own address, whatever proof or X-Forwarded-For it sends', async () => {
    const url = `http://127.0.0.1:${gatewayPort}/functions/v1/api/health`;
    const forged = { [DEV_PROXY_HEADER]: 'a-guess', 'X-Forwarded-For': '127.0.0.9' };
    expect(await getFrom('127.0.0.4', url, forged)).toEqual({ client: '127.0.0.4', secret: null });
  });
});

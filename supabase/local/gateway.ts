import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { DEV_PROXY_HEADER } from './dev-proxy.ts';

type FetchHandler = (request: Request) => Response | Promise<Response>;

/**
 * The Supabase API gateway in miniature: Auth under /auth/v1 and each Edge Function under
 * /functions/v1/<name>, with that prefix stripped as the edge runtime does.
 */
export function createGateway(options: {
  auth: FetchHandler;
  functions: Record<string, FetchHandler>;
  /** The secret of the dev server in front (DEV_PROXY_HEADER); absent, no proxy is trusted. */
  devProxySecret?: string;
}) {
  const gateway = new Hono<{ Bindings: HttpBindings }>();
  /** The address to append to X-Forwarded-For: none when the trusted dev server has appended it already. */
  const seenAddress = (request: Request, socketAddress: string | undefined) => {
    const proof = request.headers.get(DEV_PROXY_HEADER);
    return options.devProxySecret !== undefined && proof === options.devProxySecret
      ? undefined
      : socketAddress;
  };

  gateway.all('/auth/v1/*', (c) =>
    options.auth(
      forwarded(
        c.req.raw,
        c.req.path.slice('/auth/v1'.length),
        seenAddress(c.req.raw, c.env.incoming.socket.remoteAddress),
      ),
    ),
  );

  gateway.all('/functions/v1/:name/*', (c) => {
    const handler = options.functions[c.req.param('name')];
    if (!handler) return c.json({ message: `No function named ${c.req.param('name')}` }, 404);
    const pathname = c.req.path.slice('/functions/v1'.length);
    return handler(
      forwarded(c.req.raw, pathname, seenAddress(c.req.raw, c.env.incoming.socket.remoteAddress)),
    );
  });

  gateway.all('*', (c) => c.json({ message: 'Not found' }, 404));
  return gateway;
}

/**
 * The request as the service behind the gateway sees it: its own path, and (like Supabase's proxy) the address
 * the request came from (`remoteAddress`, unless the dev server in front added it) appended to X-Forwarded-For, so the function can tell what the client wrote from what
 * the gateway saw (TRUSTED_PROXY_HOPS). One Request is built, not one per change; a GET or HEAD never touches
 * `request.body`, which would make the server build a Request of its own (with a body stream) just to say null.
 */
function forwarded(request: Request, pathname: string, remoteAddress: string | undefined): Request {
  const url = new URL(request.url);
  url.pathname = pathname || '/';
  const headers = new Headers(request.headers);
  headers.delete(DEV_PROXY_HEADER);
  // The server in front has already answered `Expect: 100-continue`; fetch refuses the header.
  headers.delete('expect');
  if (remoteAddress) {
    const seen = remoteAddress.replace(/^::ffff:/, '');
    const before = request.headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', before ? `${before}, ${seen}` : seen);
  }
  const { method } = request;
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  return new Request(url, { method, headers, body: request.body, duplex: 'half' } as RequestInit);
}

import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';

type FetchHandler = (request: Request) => Response | Promise<Response>;

/**
 * The Supabase API gateway in miniature: Auth under /auth/v1 and each Edge Function under
 * /functions/v1/<name>, with that prefix stripped as the edge runtime does.
 */
export function createGateway(options: { auth: FetchHandler; functions: Record<string, FetchHandler> }) {
  const gateway = new Hono<{ Bindings: HttpBindings }>();

  gateway.all('/auth/v1/*', (c) => options.auth(withPath(c.req.raw, c.req.path.slice('/auth/v1'.length))));

  gateway.all('/functions/v1/:name/*', (c) => {
    const handler = options.functions[c.req.param('name')];
    if (!handler) return c.json({ message: `No function named ${c.req.param('name')}` }, 404);
    const request = withForwardedFor(c.req.raw, c.env.incoming.socket.remoteAddress);
    return handler(withPath(request, c.req.path.slice('/functions/v1'.length)));
  });

  gateway.all('*', (c) => c.json({ message: 'Not found' }, 404));
  return gateway;
}

function withPath(request: Request, pathname: string): Request {
  const url = new URL(request.url);
  url.pathname = pathname || '/';
  return new Request(url, request);
}

/** Like Supabase's proxy, tell the function who the client is when no proxy in front has said so. */
function withForwardedFor(request: Request, remoteAddress: string | undefined): Request {
  if (request.headers.has('x-forwarded-for') || !remoteAddress) return request;
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-for', remoteAddress.replace(/^::ffff:/, ''));
  return new Request(request, { headers });
}

import { proxy } from 'hono/proxy';

/**
 * A fetch handler that passes each request on to the function served at `baseUrl` (its own Deno process) and
 * its answer back: same method, path, query, headers and body, without hop-by-hop headers (Hono's proxy helper).
 * Redirects go back to the caller as the function answered them.
 */
export function forwardTo(baseUrl: string): (request: Request) => Promise<Response> {
  return (request) => {
    const url = new URL(request.url);
    return proxy(`${baseUrl}${url.pathname}${url.search}`, { raw: request, redirect: 'manual' });
  };
}

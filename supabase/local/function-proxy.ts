/** Headers of one hop of HTTP, never passed on by a proxy (RFC 9110, 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/**
 * A fetch handler that passes each request on to the function served at `baseUrl` (its own Deno process) and
 * its answer back: same method, path, query, headers and body. `Accept-Encoding` is dropped so the answer comes
 * back as written (fetch would decode a compressed body and still pass on its Content-Encoding).
 */
export function forwardTo(baseUrl: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    for (const name of [...HOP_BY_HOP, 'host', 'accept-encoding']) headers.delete(name);
    const { method } = request;
    const init: RequestInit & { duplex?: 'half' } =
      method === 'GET' || method === 'HEAD'
        ? { method, headers, redirect: 'manual' }
        : { method, headers, body: request.body, duplex: 'half', redirect: 'manual' };
    const answer = await fetch(`${baseUrl}${url.pathname}${url.search}`, init);
    const replyHeaders = new Headers(answer.headers);
    for (const name of HOP_BY_HOP) replyHeaders.delete(name);
    return new Response(answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: replyHeaders,
    });
  };
}

/**
 * The address rate limits are keyed on: the entry of X-Forwarded-For that the outermost trusted proxy added.
 * Each of `trustedHops` proxies appends the address it received the request from, so the client is the
 * `trustedHops`-th entry from the right; entries further left were written by the client and prove nothing.
 * With fewer entries than hops (a proxy was skipped, as when the gateway is called directly) the leftmost
 * entry is the best known. With no trusted hops, or no header, it is the socket address.
 */
export function clientAddress(headers: Headers, trustedHops: number, connectionAddress?: string): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (trustedHops > 0 && chain.length > 0) return chain[Math.max(0, chain.length - trustedHops)]!;
  return connectionAddress || 'unknown';
}

/** The socket address from Hono's `c.env`: Deno.serve passes `{ remoteAddr }`, @hono/node-server `{ incoming }`. */
export function connectionAddressOf(env: unknown): string | undefined {
  if (typeof env !== 'object' || env === null) return undefined;
  const deno = (env as { remoteAddr?: { hostname?: unknown } }).remoteAddr?.hostname;
  if (typeof deno === 'string') return deno;
  const node = (env as { incoming?: { socket?: { remoteAddress?: unknown } } }).incoming?.socket
    ?.remoteAddress;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The address rate limits are keyed on. Behind a trusted proxy (Supabase's gateway, the local stack) it is the
 * first X-Forwarded-For entry; otherwise the socket address when the runtime exposes it.
 */
export function clientAddress(
  headers: Headers,
  trustForwardedFor: boolean,
  connectionAddress?: string,
): string {
  if (trustForwardedFor) {
    const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first;
  }
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

/**
 * The header by which the dev server's proxy proves to the local gateway that it is the dev server: its value is
 * a secret the stack makes at each start (LOCAL_DEV_PROXY_SECRET). Such a request already carries, as the last
 * X-Forwarded-For entry, the address the dev server saw; any other request gets the gateway's own view.
 */
export const DEV_PROXY_HEADER = 'x-halfwise-dev-proxy';

/**
 * How long the local servers keep an idle connection open, and how long the dev server's proxy keeps one before
 * closing it itself: shorter, so the proxy never sends a request down a connection the server is closing at that
 * moment (the request fails with "socket hang up", seen as a 502 by the browser).
 */
export const SERVER_KEEP_ALIVE_MS = 5_000;
export const PROXY_IDLE_CLOSE_MS = SERVER_KEEP_ALIVE_MS - 1_000;

/**
 * The header by which the dev server's proxy proves to the local gateway that it is the dev server: its value is
 * a secret the stack makes at each start (LOCAL_DEV_PROXY_SECRET). Such a request already carries, as the last
 * X-Forwarded-For entry, the address the dev server saw; any other request gets the gateway's own view.
 */
export const DEV_PROXY_HEADER = 'x-halfwise-dev-proxy';

// Apart from token-refresh.ts so that index.html's head script (early-reads.ts, bundled with vite.config.ts) can
// keep the same rule.
/** Renew this many seconds before the access token expires. */
export const REFRESH_MARGIN_SECONDS = 60;

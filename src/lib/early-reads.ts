// The first screen's reads, started by index.html before the app's code has arrived, and handed to the API client.
// By path, not `@halfwise/core/`: vite.config.ts reaches this file, and Vite bundles its config without aliases.
import { STORAGE_KEYS } from './storage-keys.ts';
import { REFRESH_MARGIN_SECONDS } from './token-refresh-margin.ts';

/** Where the head script leaves its reads for the API client. */
export const EARLY_READS_GLOBAL = '__halfwiseEarlyReads';
/** An early read answers only a request made within this long of its start: after that the app reads afresh. */
export const EARLY_READ_MAX_AGE_MS = 30_000;

/** The paths whose first screen is the budget: index.html preloads its code and starts its reads. */
export const BUDGET_PATHS: readonly string[] = ['/', '/budget'];

/** What the head script knows of the app: the paths whose first screen is the budget, the keys and the URLs. */
export interface EarlyReadsConfig {
  paths: readonly string[];
  tokenKey: string;
  refreshKey: string;
  expiresKey: string;
  renewWithinSeconds: number;
  userUrl: string;
  budgetUrl: string;
  payScheduleUrl: string;
  global: string;
}

/** The reads under way, by URL, with the token they were sent with and when they started. */
export interface EarlyReads {
  token: string;
  startedAt: number;
  reads: Record<string, Promise<Response>>;
}

/** The parts of `window` the head script uses. */
export interface EarlyReadsWindow {
  location: { pathname: string; search: string };
  localStorage: Pick<Storage, 'getItem'>;
  navigator: { onLine: boolean };
  fetch: typeof fetch;
  atob(data: string): string;
  [global: string]: unknown;
}

export const EARLY_READS_CONFIG: EarlyReadsConfig = {
  paths: BUDGET_PATHS,
  tokenKey: STORAGE_KEYS.authToken,
  refreshKey: STORAGE_KEYS.refreshToken,
  expiresKey: STORAGE_KEYS.tokenExpiresAt,
  renewWithinSeconds: REFRESH_MARGIN_SECONDS,
  userUrl: '/api/user',
  budgetUrl: '/api/budget',
  payScheduleUrl: '/api/pay-schedule',
  global: EARLY_READS_GLOBAL,
};

/**
 * Runs as index.html's head script (its source is inlined by scripts/vite/prerender-landing.ts, so it uses nothing
 * from outside itself): for a signed-in person opening the budget, online, with a token the app will not renew
 * first, it sends what the budget's first row needs (the user, the month and the next one, the pay schedule) at
 * once, in parallel with the app's code. The month is the one in the address (`?month=yyyy-MM`) or the device's
 * current one; the budget is the token's own user's (a partner's reads of the owner's budget are not guessed: the
 * app sends them itself). The app adopts each read once (`takeEarlyRead`), or reads afresh where it differs.
 */
export function startEarlyReads(c: EarlyReadsConfig, w: EarlyReadsWindow): void {
  const storage = w.localStorage;
  const token = storage.getItem(c.tokenKey);
  if (!token || c.paths.indexOf(w.location.pathname) < 0 || !w.navigator.onLine) return;
  const expiresAt = Number(storage.getItem(c.expiresKey));
  const renews = storage.getItem(c.expiresKey) !== null && storage.getItem(c.refreshKey) !== null;
  if (renews && expiresAt - Date.now() / 1000 <= c.renewWithinSeconds) return;
  let owner: unknown;
  try {
    const claims = token.split('.')[1] ?? '';
    owner = JSON.parse(w.atob(claims.replace(/-/g, '+').replace(/_/g, '/'))).sub;
  } catch {
    return;
  }
  if (typeof owner !== 'string' || !/^[\w-]+$/.test(owner)) return;
  const asked = /[?&]month=(\d{4})-(0[1-9]|1[0-2])(&|$)/.exec(w.location.search);
  const now = new Date();
  const year = asked ? Number(asked[1]) : now.getFullYear();
  const month = asked ? Number(asked[2]) : now.getMonth() + 1;
  const monthUrl = (y: number, m: number) =>
    `${c.budgetUrl}/${owner as string}/${y}-${m < 10 ? '0' : ''}${m}/${y}`;
  const urls = [
    c.userUrl,
    monthUrl(year, month),
    month === 12 ? monthUrl(year + 1, 1) : monthUrl(year, month + 1),
    c.payScheduleUrl,
  ];
  const reads: Record<string, Promise<Response>> = {};
  for (const url of urls) {
    reads[url] = w.fetch(url, { headers: { Authorization: `Bearer ${token}` }, credentials: 'include' });
    // A read nobody adopts must not report an unhandled rejection; the one who adopts it sees the failure.
    reads[url].catch(() => undefined);
  }
  w[c.global] = { token, startedAt: Date.now(), reads } satisfies EarlyReads;
}

/** The inline script for index.html: `startEarlyReads` with the app's keys and URLs. */
export function earlyReadsScript(config: EarlyReadsConfig = EARLY_READS_CONFIG): string {
  return `(${String(startEarlyReads)})(${JSON.stringify(config)},window)`;
}

/**
 * The head script's answer for a GET of `url` sent with `token`, once: a later request for it, a request with
 * another token, a request after any write (the read predates it) or after `EARLY_READ_MAX_AGE_MS` goes to the
 * network.
 */
export function takeEarlyRead(
  url: string,
  token: string | null,
  w: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): Promise<Response> | undefined {
  const early = w[EARLY_READS_GLOBAL] as EarlyReads | undefined;
  const read = early?.reads[url];
  if (!early || !read) return undefined;
  delete early.reads[url];
  if (early.token !== token || Date.now() - early.startedAt > EARLY_READ_MAX_AGE_MS) return undefined;
  return read;
}

/** Forgets every early read not yet adopted: a write was sent, so what they answer may be out of date. */
export function dropEarlyReads(
  w: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
) {
  delete w[EARLY_READS_GLOBAL];
}

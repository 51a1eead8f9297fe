import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payScheduleRead } from './pay-schedule.ts';
import { budgetKey } from './budget-read.ts';
import { addMonths, currentMonthKey, type MonthKey } from '../domain/month.ts';
import {
  dropEarlyReads,
  EARLY_READ_MAX_AGE_MS,
  EARLY_READS_CONFIG,
  EARLY_READS_GLOBAL,
  earlyReadsScript,
  startEarlyReads,
  takeEarlyRead,
  type EarlyReadsWindow,
} from './early-reads.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { REFRESH_MARGIN_SECONDS } from './token-refresh-margin.ts';

const OWNER = '19b4353d-066b-4d1e-92c2-02ed9d9a7142';

/** A token whose claims name `sub`, base64url-encoded as a JWT's are. */
function tokenFor(sub: string): string {
  const claims = Buffer.from(JSON.stringify({ sub, role: 'authenticated' })).toString('base64url');
  return `header.${claims}.signature`;
}

interface Page {
  window: EarlyReadsWindow;
  sent: { url: string; init: RequestInit | undefined }[];
}

function pageAt(pathname: string, search: string, stored: Record<string, string>, onLine = true): Page {
  const sent: Page['sent'] = [];
  const window: EarlyReadsWindow = {
    location: { pathname, search },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    navigator: { onLine },
    fetch: ((url: string, init?: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(url));
    }) as typeof fetch,
    // The browser's own: it refuses base64url's '-' and '_', which the script turns back first.
    atob: (data: string) => atob(data),
  };
  return { window, sent };
}

const signedIn = (token = tokenFor(OWNER)) => ({
  [STORAGE_KEYS.authToken]: token,
  [STORAGE_KEYS.refreshToken]: 'refresh',
  [STORAGE_KEYS.tokenExpiresAt]: String(Math.floor(Date.now() / 1000) + 3600),
});

/** The URLs the app itself reads for the first row of `month`, from its own key builders. */
function appReads(month: MonthKey): string[] {
  return [
    '/api/user',
    budgetKey(OWNER, month).join('/'),
    budgetKey(OWNER, addMonths(month, 1)).join('/'),
    payScheduleRead.queryKey.join('/'),
  ];
}

afterEach(() => {
  dropEarlyReads();
  vi.useRealTimers();
});

describe('startEarlyReads', () => {
  it("sends, with the stored token, exactly the reads the app makes for the budget's first row", () => {
    for (const path of ['/', '/budget']) {
      const page = pageAt(path, '', signedIn());
      startEarlyReads(EARLY_READS_CONFIG, page.window);
      expect(page.sent.map((read) => read.url)).toEqual(appReads(currentMonthKey()));
      for (const read of page.sent) {
        expect(read.init?.headers).toEqual({ Authorization: `Bearer ${tokenFor(OWNER)}` });
        expect(read.init?.credentials).toBe('include');
      }
    }
  });

  it('reads the month in the address, over any year end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const key = `${year}-${String(month).padStart(2, '0')}` as MonthKey;
        const page = pageAt('/', `?tab=x&month=${key}`, signedIn());
        startEarlyReads(EARLY_READS_CONFIG, page.window);
        expect(page.sent.map((read) => read.url)).toEqual(appReads(key));
      }),
    );
  });

  it('sends nothing without a session, on another screen, offline, or with a token the app renews first', () => {
    const expiring = {
      ...signedIn(),
      [STORAGE_KEYS.tokenExpiresAt]: String(Math.floor(Date.now() / 1000) + 30),
    };
    const cases = [
      pageAt('/', '', {}),
      pageAt('/settings', '', signedIn()),
      pageAt('/', '', signedIn(), false),
      pageAt('/', '', expiring),
      pageAt('/', '', signedIn('not-a-jwt')),
      pageAt('/', '', signedIn(tokenFor('../user'))),
    ];
    for (const page of cases) {
      startEarlyReads(EARLY_READS_CONFIG, page.window);
      expect(page.sent).toEqual([]);
    }
  });

  it('reads the claims of a token in base64url, whatever characters its encoding holds', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.string(), (owner, extra) => {
        const claims = Buffer.from(JSON.stringify({ sub: owner, extra })).toString('base64url');
        const page = pageAt('/', '?month=2031-03', signedIn(`header.${claims}.signature`));
        startEarlyReads(EARLY_READS_CONFIG, page.window);
        expect(page.sent[1]?.url).toBe(`/api/budget/${owner}/2031-03/2031`);
      }),
    );
    // Claims whose encoding holds both: these question marks and angle brackets encode to '_' and '-'.
    const claims = Buffer.from(JSON.stringify({ sub: OWNER, note: '??>>??>>' })).toString('base64url');
    expect(claims).toMatch(/-.*_|_.*-/);
    const page = pageAt('/', '', signedIn(`header.${claims}.signature`));
    startEarlyReads(EARLY_READS_CONFIG, page.window);
    expect(page.sent).toHaveLength(4);
  });

  it('reads for a session that the app will not renew: no expiry kept, or no refresh token', () => {
    const { [STORAGE_KEYS.tokenExpiresAt]: _expiry, ...noExpiry } = signedIn();
    const { [STORAGE_KEYS.refreshToken]: _refresh, ...noRefresh } = {
      ...signedIn(),
      [STORAGE_KEYS.tokenExpiresAt]: String(Math.floor(Date.now() / 1000) + 30),
    };
    for (const stored of [noExpiry, noRefresh]) {
      const page = pageAt('/', '', stored);
      startEarlyReads(EARLY_READS_CONFIG, page.window);
      expect(page.sent).toHaveLength(4);
    }
  });

  it('sends nothing when the token expires exactly within the margin the app renews at', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    const page = pageAt('/', '', {
      ...signedIn(),
      [STORAGE_KEYS.tokenExpiresAt]: String(1_800_000_000 + REFRESH_MARGIN_SECONDS),
    });
    startEarlyReads(EARLY_READS_CONFIG, page.window);
    expect(page.sent).toEqual([]);
  });

  it("sends nothing for a token whose owner is not a plain id: a number, or a path's parts", () => {
    const claimsOf = (sub: unknown) => Buffer.from(JSON.stringify({ sub })).toString('base64url');
    for (const sub of [12345, 'user/../other', 'user?x=1']) {
      const page = pageAt('/', '', signedIn(`header.${claimsOf(sub)}.signature`));
      startEarlyReads(EARLY_READS_CONFIG, page.window);
      expect(page.sent).toEqual([]);
    }
  });

  it('is inlined as a call of its own source with the config and the page', () => {
    const config = { ...EARLY_READS_CONFIG, paths: ['/elsewhere'] };
    const source = `(${String(startEarlyReads)})(`;
    const script = earlyReadsScript(config);
    expect(script.startsWith(source)).toBe(true);
    expect(script.endsWith(',window)')).toBe(true);
    expect(JSON.parse(script.slice(source.length, -',window)'.length))).toEqual(config);
  });

  // Under `npm run mutate` the function's source calls Stryker's helpers, which live in the module's scope and are
  // out of the inlined copy's reach: there the tests above, which call it directly, score it.
  const instrumented = /\bstry\w+_\w+\(/.test(String(startEarlyReads));

  it.skipIf(instrumented)('is the same function once inlined in index.html', () => {
    const page = pageAt('/budget', '?month=2030-12', signedIn());
    new Function('window', earlyReadsScript())(page.window);
    expect(page.sent.map((read) => read.url)).toEqual(appReads('2030-12' as MonthKey));
  });
});

describe('takeEarlyRead', () => {
  const start = () => {
    const page = pageAt('/', '', signedIn());
    startEarlyReads(EARLY_READS_CONFIG, page.window);
    return page.window as unknown as Record<string, unknown>;
  };

  it('hands each read over once, to a request with the same token', async () => {
    const window = start();
    expect(takeEarlyRead('/api/user', 'another-token', window)).toBeUndefined();
    expect(takeEarlyRead('/api/user', tokenFor(OWNER), window)).toBeUndefined();
    const schedule = takeEarlyRead('/api/pay-schedule', tokenFor(OWNER), window);
    expect(await (await schedule)?.text()).toBe('/api/pay-schedule');
    expect(takeEarlyRead('/api/pay-schedule', tokenFor(OWNER), window)).toBeUndefined();
    expect(takeEarlyRead('/api/household', tokenFor(OWNER), window)).toBeUndefined();
  });

  it('hands nothing over after a write, or once the reads are too old', () => {
    const written = start();
    dropEarlyReads(written);
    expect(takeEarlyRead('/api/user', tokenFor(OWNER), written)).toBeUndefined();

    vi.useFakeTimers({ now: Date.now() });
    const old = start();
    vi.advanceTimersByTime(EARLY_READ_MAX_AGE_MS + 1);
    expect(takeEarlyRead('/api/user', tokenFor(OWNER), old)).toBeUndefined();
  });

  it('hands a read over until the very end of its time', () => {
    vi.useFakeTimers({ now: Date.now() });
    const window = start();
    vi.advanceTimersByTime(EARLY_READ_MAX_AGE_MS);
    expect(takeEarlyRead('/api/user', tokenFor(OWNER), window)).toBeInstanceOf(Promise);
  });

  it('finds nothing when the page started no reads', () => {
    expect(takeEarlyRead('/api/user', tokenFor(OWNER), { [EARLY_READS_GLOBAL]: undefined })).toBeUndefined();
  });
});

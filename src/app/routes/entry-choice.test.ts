import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { PAINTED_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../ui/forms/prerendered-page.ts';
import { entryChoiceScript, servesLandingAlone, showsPrerenderedLogin } from './entry-choice.ts';

function storageWith(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null } as Storage;
}

const production = { hostname: 'app.halfwise.com', pathname: '/' };

describe('servesLandingAlone', () => {
  it('serves a visitor on the production host the landing page alone, at / and /landing', () => {
    expect(servesLandingAlone(production, storageWith({}), 'app.halfwise.com')).toBe(true);
    expect(
      servesLandingAlone({ ...production, pathname: '/landing' }, storageWith({}), 'app.halfwise.com'),
    ).toBe(true);
  });

  it('gives the whole app to anyone with a stored session', () => {
    const signedIn = storageWith({ [STORAGE_KEYS.authToken]: 'token' });
    const refreshOnly = storageWith({ [STORAGE_KEYS.refreshToken]: 'refresh' });
    expect(servesLandingAlone(production, signedIn, 'app.halfwise.com')).toBe(false);
    expect(servesLandingAlone(production, refreshOnly, 'app.halfwise.com')).toBe(false);
  });

  it('gives the whole app (its beta gate) outside production until access is granted', () => {
    const elsewhere = { hostname: '127.0.0.1', pathname: '/' };
    expect(servesLandingAlone(elsewhere, storageWith({}), 'app.halfwise.com')).toBe(false);
    expect(
      servesLandingAlone(elsewhere, storageWith({ [STORAGE_KEYS.access]: 'granted' }), 'app.halfwise.com'),
    ).toBe(true);
  });

  it('gives the whole app on every other path', () => {
    expect(
      servesLandingAlone({ ...production, pathname: '/login' }, storageWith({}), 'app.halfwise.com'),
    ).toBe(false);
  });
});

describe('showsPrerenderedLogin', () => {
  it('shows a visitor at /login the prerendered page, and no one else', () => {
    const login = { ...production, pathname: '/login' };
    expect(showsPrerenderedLogin(login, storageWith({}), 'app.halfwise.com')).toBe(true);
    expect(showsPrerenderedLogin(production, storageWith({}), 'app.halfwise.com')).toBe(false);
    const signedIn = storageWith({ [STORAGE_KEYS.authToken]: 'token' });
    expect(showsPrerenderedLogin(login, signedIn, 'app.halfwise.com')).toBe(false);
    expect(
      showsPrerenderedLogin({ ...login, hostname: '127.0.0.1' }, storageWith({}), 'app.halfwise.com'),
    ).toBe(false);
  });
});

describe('entryChoiceScript', () => {
  /** Runs the inline script against a page at `location` with `storage`; answers what it chose and preloaded. */
  function runScript(
    location: { pathname: string; hostname: string },
    storage: Storage,
    productionHost: string | undefined,
  ): {
    app: boolean;
    login: boolean;
    preloaded: string[];
    preloadedAfterPaint: string[];
    paintedBefore: boolean;
    paintedAfter: boolean;
  } {
    const attributes = new Map<string, string>();
    const preloaded: string[] = [];
    // A frame and the task after it, run only when the test says the page has painted.
    const later: (() => void)[] = [];
    const requestAnimationFrame = (callback: () => void) => later.push(callback);
    const setTimeout = (callback: () => void) => later.push(callback);
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      addEventListener: () => undefined,
      createElement: () => ({ rel: '', href: '', as: '', crossOrigin: null }),
      head: {
        // Each preload must carry the crossorigin of the tag that later uses it, or the file loads twice.
        appendChild: (link: { rel: string; href: string; as: string; crossOrigin: string | null }) =>
          preloaded.push(
            `${link.rel} ${link.href} ${link.as} ${link.crossOrigin === '' ? 'crossorigin' : ''}`,
          ),
      },
    };
    const script = entryChoiceScript(productionHost, {
      modules: ['/assets/app-main.js', '/assets/router.js'],
      styles: ['/assets/app-main.css'],
      firstScreen: {
        paths: ['/budget'],
        modules: ['/assets/BudgetScreen.js'],
        styles: ['/assets/Budget.css'],
      },
    });
    // No paint timing here: the script falls back to a frame.
    const PerformanceObserver = undefined;
    new Function(
      'localStorage',
      'location',
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'PerformanceObserver',
      script,
    )(storage, location, document, requestAnimationFrame, setTimeout, PerformanceObserver);
    const beforePaint = [...preloaded];
    const paintedBefore = attributes.has(PAINTED_ATTRIBUTE);
    while (later.length > 0) later.shift()?.();
    return {
      app: attributes.get('data-entry') === 'app',
      login: attributes.get(PRERENDERED_ATTRIBUTE) === 'login',
      preloaded: beforePaint,
      preloadedAfterPaint: preloaded,
      paintedBefore,
      paintedAfter: attributes.has(PAINTED_ATTRIBUTE),
    };
  }

  it('makes the same choices as servesLandingAlone and showsPrerenderedLogin, and preloads the app only when it is chosen, behind the prerendered login once it has painted', () => {
    const paths = ['/', '/landing', '/login', '/budget'];
    const hosts = ['app.halfwise.com', '127.0.0.1'];
    const storages: Record<string, string>[] = [
      {},
      { [STORAGE_KEYS.authToken]: 'token' },
      { [STORAGE_KEYS.refreshToken]: 'refresh' },
      { [STORAGE_KEYS.access]: 'granted' },
      { [STORAGE_KEYS.access]: 'granted', [STORAGE_KEYS.authToken]: 'token' },
    ];
    for (const productionHost of ['app.halfwise.com', undefined])
      for (const pathname of paths)
        for (const hostname of hosts)
          for (const entries of storages) {
            const location = { pathname, hostname };
            const landing = servesLandingAlone(location, storageWith(entries), productionHost);
            const result = runScript(location, storageWith(entries), productionHost);
            const label = JSON.stringify({ productionHost, pathname, hostname, entries });
            expect(result.app, label).toBe(!landing);
            const login = showsPrerenderedLogin(location, storageWith(entries), productionHost);
            expect(result.login, label).toBe(login);
            const firstScreen =
              pathname === '/budget'
                ? [
                    'modulepreload /assets/BudgetScreen.js  crossorigin',
                    'preload /assets/Budget.css style crossorigin',
                  ]
                : [];
            const appFiles = landing
              ? []
              : [
                  'modulepreload /assets/app-main.js  crossorigin',
                  'modulepreload /assets/router.js  crossorigin',
                  'preload /assets/app-main.css style crossorigin',
                  ...firstScreen,
                ];
            expect(result.preloaded, label).toEqual(login ? [] : appFiles);
            expect(result.preloadedAfterPaint, label).toEqual(appFiles);
            expect(result.paintedBefore, label).toBe(false);
            expect(result.paintedAfter, label).toBe(login);
          }
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_BANNER_DELAY_MS, INSTALL_DISMISSED_KEY } from './install-banner-rules.ts';
import { createInstallBannerStore, type OnlineSource } from './install-banner-store.ts';

function fakeWindow(stored: Record<string, string> = {}): Window {
  const storage = new Map(Object.entries(stored));
  return {
    navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36', maxTouchPoints: 0 },
    matchMedia: () => ({ matches: false }),
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  } as unknown as Window;
}

function switchableOnline(): OnlineSource & { set: (online: boolean) => void } {
  let online = true;
  const listeners = new Set<() => void>();
  return {
    isOnline: () => online,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set: (next) => {
      online = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('install banner store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the banner 3 s after the first listener, and tells the listener', () => {
    const store = createInstallBannerStore(fakeWindow(), switchableOnline());
    const onChange = vi.fn();
    store.subscribe(onChange);
    vi.advanceTimersByTime(INSTALL_BANNER_DELAY_MS - 1);
    expect(store.current().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.current().visible).toBe(true);
    expect(onChange).toHaveBeenCalledOnce();
    expect(store.current().platform).toBe('other');
  });

  it('keeps one state object until what it shows changes', () => {
    const online = switchableOnline();
    const store = createInstallBannerStore(fakeWindow(), online);
    store.subscribe(() => {});
    const before = store.current();
    online.set(true);
    expect(store.current()).toBe(before);
  });

  it('hides while offline, and for the session once dismissed', () => {
    const win = fakeWindow();
    const online = switchableOnline();
    const store = createInstallBannerStore(win, online);
    store.subscribe(() => {});
    vi.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);
    online.set(false);
    expect(store.current().visible).toBe(false);
    online.set(true);
    expect(store.current().visible).toBe(true);
    store.current().dismiss();
    expect(store.current().visible).toBe(false);
    expect(win.sessionStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('true');
  });

  it('stays hidden when dismissed earlier in the session', () => {
    const store = createInstallBannerStore(
      fakeWindow({ [INSTALL_DISMISSED_KEY]: 'true' }),
      switchableOnline(),
    );
    store.subscribe(() => {});
    vi.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);
    expect(store.current().visible).toBe(false);
  });

  it('stops its timer when the last listener leaves', () => {
    const store = createInstallBannerStore(fakeWindow(), switchableOnline());
    const stop = store.subscribe(() => {});
    stop();
    vi.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);
    expect(store.current().visible).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, recordFetch, type Answer } from '../test-support/component/lib-recorded-fetch.ts';
import { MemoryStorage } from '../test-support/memory-storage.ts';
import { readAccessToken, readRefreshToken, readTokenExpiresAt, storeSession } from './session-store.ts';
import { refreshIfExpiring, refreshSession } from './token-refresh.ts';
import { REFRESH_MARGIN_SECONDS } from './token-refresh-margin.ts';

const NOW = 1_800_000_000;
const renewed = {
  token: 'tok-2',
  refreshToken: 'ref-2',
  expiresAt: NOW + 3600,
  user: { id: 'u', email: 'a@b.co' },
};

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  storeSession({ token: 'tok-1', refreshToken: 'ref-1', expiresAt: NOW + 3600 });
});
afterEach(() => vi.unstubAllGlobals());

const storedTokens = () => [readAccessToken(), readRefreshToken(), readTokenExpiresAt()];

describe('renewing the session', () => {
  it('sends the refresh token with cookies, and stores the session it answers', async () => {
    const sent = recordFetch(() => jsonAnswer(200, renewed));
    await expect(refreshSession()).resolves.toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/auth/refresh',
      method: 'POST',
      body: '{"refreshToken":"ref-1"}',
      credentials: 'include',
    });
    expect(storedTokens()).toEqual(['tok-2', 'ref-2', NOW + 3600]);
  });

  it('asks nothing without a refresh token', async () => {
    localStorage.removeItem('Halfwise-refreshToken');
    const sent = recordFetch(() => jsonAnswer(200, renewed));
    await expect(refreshSession()).resolves.toBe(false);
    expect(sent).toEqual([]);
  });

  it('signs the visitor out when the refresh token is refused (any 4xx)', async () => {
    for (const status of [400, 401, 499]) {
      storeSession({ token: 'tok-1', refreshToken: 'ref-1', expiresAt: NOW + 3600 });
      recordFetch(() => jsonAnswer(status, { message: 'Your session has ended.' }));
      await expect(refreshSession()).resolves.toBe(false);
      expect(storedTokens()).toEqual([null, null, null]);
    }
  });

  it('keeps the tokens for a later try on a server error, an answer that is not a session, or no answer', async () => {
    const answers: Answer[] = [
      () => jsonAnswer(500, {}),
      () => jsonAnswer(503, renewed),
      () => jsonAnswer(200, { token: 'tok-2' }),
      () => new Response('not json', { status: 200 }),
    ];
    for (const answer of answers) {
      recordFetch(answer);
      await expect(refreshSession()).resolves.toBe(false);
      expect(storedTokens()).toEqual(['tok-1', 'ref-1', NOW + 3600]);
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cut = new TypeError('Failed to fetch');
    recordFetch(() => Promise.reject(cut));
    await expect(refreshSession()).resolves.toBe(false);
    expect(storedTokens()).toEqual(['tok-1', 'ref-1', NOW + 3600]);
    expect(warn).toHaveBeenCalledWith('Session refresh failed', cut);
    warn.mockRestore();
  });

  it('sends one request for callers that ask at once, and a new one once that is answered', async () => {
    const sent = recordFetch(() => jsonAnswer(200, renewed));
    await Promise.all([refreshSession(), refreshSession()]);
    expect(sent).toHaveLength(1);
    await refreshSession();
    expect(sent).toHaveLength(2);
  });
});

describe('renewing first when the token is about to expire', () => {
  it(`renews within ${REFRESH_MARGIN_SECONDS} s of the expiry, the margin itself included, and not before`, async () => {
    const sent = recordFetch(() => jsonAnswer(200, renewed));
    await refreshIfExpiring(NOW + 3600 - REFRESH_MARGIN_SECONDS - 1);
    expect(sent).toHaveLength(0);
    await refreshIfExpiring(NOW + 3600 - REFRESH_MARGIN_SECONDS);
    expect(sent).toHaveLength(1);
    expect(readAccessToken()).toBe('tok-2');
  });

  it('leaves a session without an expiry or a refresh token alone', async () => {
    const sent = recordFetch(() => jsonAnswer(200, renewed));
    localStorage.removeItem('Halfwise-tokenExpiresAt');
    await refreshIfExpiring(NOW + 3600);
    storeSession({ token: 'tok-1', refreshToken: 'ref-1', expiresAt: NOW });
    localStorage.removeItem('Halfwise-refreshToken');
    await refreshIfExpiring(NOW + 3600);
    expect(sent).toEqual([]);
  });
});

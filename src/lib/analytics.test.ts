import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage.ts';
import { trackSignupOnce } from './analytics.ts';

let win: Pick<Window, 'dataLayer' | 'ttq'>;
let ttqCalls: unknown[][];

beforeEach(() => {
  ttqCalls = [];
  win = { dataLayer: [], ttq: { track: (...args: unknown[]) => void ttqCalls.push(args) } };
  vi.stubGlobal('window', win);
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('fires the sign_up and registration events once per session', () => {
  trackSignupOnce('evt-1');
  trackSignupOnce('evt-2');
  expect(win.dataLayer).toEqual([{ event: 'sign_up', method: 'email' }]);
  expect(ttqCalls).toEqual([['CompleteRegistration', {}, { event_id: 'evt-1' }]]);
});

it('does nothing harmful when no tags are on the page', () => {
  vi.stubGlobal('window', {});
  expect(() => trackSignupOnce(undefined)).not.toThrow();
  expect(sessionStorage.length).toBe(1);
});

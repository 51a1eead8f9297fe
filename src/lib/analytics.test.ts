import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage.ts';
import {
  rememberSubscribeEventId,
  rememberTtclid,
  storedTtclid,
  trackSignupOnce,
  trackSubscribeOnce,
} from './analytics.ts';

let win: Pick<Window, 'dataLayer' | 'ttq'>;
let ttqCalls: unknown[][];

beforeEach(() => {
  ttqCalls = [];
  win = { dataLayer: [], ttq: { track: (...args: unknown[]) => void ttqCalls.push(args) } };
  vi.stubGlobal('window', win);
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('localStorage', new MemoryStorage());
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
  expect(() => trackSubscribeOnce('a@b.co')).not.toThrow();
  expect(sessionStorage.length).toBe(2);
});

it('fires Subscribe once per session, worth 4.99 USD and de-duplicated by the stored event id', () => {
  rememberSubscribeEventId('sub-evt-1');
  trackSubscribeOnce('dana@example.com');
  trackSubscribeOnce('dana@example.com');
  expect(ttqCalls).toEqual([
    ['Subscribe', { value: 4.99, currency: 'USD', content_id: 'Halfwise_trial' }, { event_id: 'sub-evt-1' }],
  ]);
  expect(win.dataLayer).toEqual([{ event: 'sign_up', method: 'email' }]);
  expect(sessionStorage.getItem('subscribe_event_id')).toBe('sub-evt-1');
});

it('sends no sign_up from the success page without an email, and no event id when none was stored', () => {
  trackSubscribeOnce(null);
  expect(win.dataLayer).toEqual([]);
  expect(ttqCalls).toEqual([
    ['Subscribe', { value: 4.99, currency: 'USD', content_id: 'Halfwise_trial' }, undefined],
  ]);
});

it('keeps the ttclid of the address and leaves a stored one when the address has none', () => {
  rememberTtclid('?userId=7&ttclid=click-9');
  expect(storedTtclid()).toBe('click-9');
  rememberTtclid('?userId=7');
  expect(storedTtclid()).toBe('click-9');
});

it('keeps no event id when the server gave none', () => {
  rememberSubscribeEventId(undefined);
  expect(sessionStorage.length).toBe(0);
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { forgetRealIds, newPlaceholderId, realId, rememberRealId } from './placeholder-ids.ts';

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('placeholder ids', () => {
  it('are below zero and never repeat', () => {
    const ids = Array.from({ length: 50 }, newPlaceholderId);
    expect(ids.every((id) => id < 0 && Number.isSafeInteger(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("reach the created row's id once its create was saved, and a real id stays itself", () => {
    const id = newPlaceholderId();
    expect(realId(id)).toBe(id);
    rememberRealId(id, 42);
    expect(realId(id)).toBe(42);
    expect(realId(7)).toBe(7);
    forgetRealIds();
    expect(realId(id)).toBe(id);
  });

  it('forget ids older than a day when another is remembered', () => {
    const now = Date.now();
    rememberRealId(-1, 10, now - 25 * 60 * 60_000);
    rememberRealId(-2, 20, now);
    expect(realId(-1)).toBe(-1);
    expect(realId(-2)).toBe(20);
  });

  it('count down, so a later start of the app never reaches an id an earlier one gave', () => {
    const [first, second, third] = [newPlaceholderId(), newPlaceholderId(), newPlaceholderId()];
    expect([second! - first!, third! - second!]).toEqual([-1, -1]);
  });

  it('keep the real ids of the last day when another is remembered, and forget one a whole day old', () => {
    const now = Date.now();
    rememberRealId(-1, 10, now - 24 * 60 * 60_000 + 1);
    rememberRealId(-2, 20, now - 24 * 60 * 60_000);
    rememberRealId(-3, 30, now);
    expect([realId(-1), realId(-2), realId(-3)]).toEqual([10, -2, 30]);
  });

  it('read nothing from a stored list that is not JSON, and start it afresh', () => {
    localStorage.setItem(STORAGE_KEYS.placeholderIds, '{not json');
    expect(realId(-4)).toBe(-4);
    rememberRealId(-4, 40);
    expect(realId(-4)).toBe(40);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage.ts';
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
});

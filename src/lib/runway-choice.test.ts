import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage.ts';
import { readRunwayChoice, saveRunwayChoice } from './runway-choice.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

describe('the runway’s remembered choice', () => {
  it('is 6 until one is saved, then the one saved', () => {
    const storage = new MemoryStorage();
    expect(readRunwayChoice(storage)).toBe(6);
    saveRunwayChoice(12, storage);
    expect(readRunwayChoice(storage)).toBe(12);
    saveRunwayChoice(3, storage);
    expect(storage.getItem(STORAGE_KEYS.runwayPaychecks)).toBe('3');
  });

  it('reads anything else stored as 6', () => {
    const storage = new MemoryStorage();
    for (const stored of ['5', 'twelve', '', '6.5']) {
      storage.setItem(STORAGE_KEYS.runwayPaychecks, stored);
      expect(readRunwayChoice(storage)).toBe(6);
    }
  });

  it('is 6 when storage cannot be read, and a save that storage refuses is let go', () => {
    const refusing = new MemoryStorage();
    refusing.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    refusing.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(readRunwayChoice(refusing)).toBe(6);
    expect(() => saveRunwayChoice(12, refusing)).not.toThrow();
  });
});

import { expect, it } from 'vitest';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { grantAccess, isAccessGranted } from './access-flag.ts';

it('is closed until the flag reads granted', () => {
  const storage = new MemoryStorage();
  expect(isAccessGranted('127.0.0.1', undefined, storage)).toBe(false);
  storage.setItem('Halfwise-access', 'yes');
  expect(isAccessGranted('127.0.0.1', undefined, storage)).toBe(false);
  grantAccess(storage);
  expect(isAccessGranted('127.0.0.1', undefined, storage)).toBe(true);
});

it('is open on the production host only', () => {
  const storage = new MemoryStorage();
  expect(isAccessGranted('halfwise.app', 'halfwise.app', storage)).toBe(true);
  expect(isAccessGranted('beta.halfwise.app', 'halfwise.app', storage)).toBe(false);
  expect(isAccessGranted('', '', storage)).toBe(false);
});

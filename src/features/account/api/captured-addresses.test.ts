import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { MemoryStorage } from '../../../test-support/memory-storage.ts';
import { storedAddresses } from './captured-addresses.ts';

const KEY = STORAGE_KEYS.capturedEmails;
const kept = (storage: Storage): unknown => JSON.parse(storage.getItem(KEY) ?? 'null');

/** A private window's storage: it reads, but refuses every write. */
class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

describe('the captured addresses', () => {
  it('outlive the form: a memory opened later on the same storage knows every address, each kept once', () => {
    fc.assert(
      fc.property(fc.array(fc.emailAddress(), { maxLength: 8 }), fc.emailAddress(), (emails, other) => {
        const storage = new MemoryStorage();
        for (const email of emails) storedAddresses(storage).add(email);
        const later = storedAddresses(storage);
        for (const email of emails) expect(later.has(email)).toBe(true);
        expect(later.has(other)).toBe(emails.includes(other));
        expect(kept(storage) ?? []).toEqual([...new Set(emails)]);
      }),
    );
  });

  it('another tab’s addresses count as soon as they are stored', () => {
    const storage = new MemoryStorage();
    const here = storedAddresses(storage);
    storedAddresses(storage).add('a@b.co');
    expect(here.has('a@b.co')).toBe(true);
  });

  it.each([
    ['not JSON', '{oops', []],
    ['not a list', '{"a@b.co":true}', []],
    ['a list with other things in it', '[1,"a@b.co",null,{"email":"c@d.co"}]', ['a@b.co']],
  ])('reads what it can of storage holding %s, and writes over it cleanly', (_, stored, readable) => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, stored);
    const memory = storedAddresses(storage);
    expect(memory.has('a@b.co')).toBe(readable.includes('a@b.co'));
    expect(memory.has('c@d.co')).toBe(false);
    memory.add('e@f.co');
    expect(kept(storage)).toEqual([...readable, 'e@f.co']);
  });

  it('storage that refuses writes keeps the address for this page alone', () => {
    const storage = new FullStorage();
    const memory = storedAddresses(storage);
    expect(() => memory.add('a@b.co')).not.toThrow();
    expect(memory.has('a@b.co')).toBe(true);
    expect(memory.has('c@d.co')).toBe(false);
    expect(storedAddresses(storage).has('a@b.co')).toBe(false);
  });
});

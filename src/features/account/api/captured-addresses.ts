import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import type { AddressMemory } from '../model/email-capture.ts';

/**
 * The addresses email capture is done with (captured, or signed up with), kept in this browser's storage, so a
 * signup form left and opened again never sends one twice. Storage that refuses (a private window's quota)
 * leaves the memory for this page alone.
 */
export function storedAddresses(storage: Storage): AddressMemory {
  const inPage = new Set<string>();
  const read = (): string[] => {
    try {
      const kept: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.capturedEmails) ?? '[]');
      return Array.isArray(kept) ? kept.filter((email) => typeof email === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    has: (email) => inPage.has(email) || read().includes(email),
    add: (email) => {
      inPage.add(email);
      try {
        storage.setItem(STORAGE_KEYS.capturedEmails, JSON.stringify([...new Set([...read(), email])]));
      } catch {
        // Kept for this page only.
      }
    },
  };
}

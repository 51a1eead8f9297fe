import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

/** Notes that a read just came from the server: the time the offline line names. */
export function recordLastSeen(now = Date.now()): void {
  localStorage.setItem(STORAGE_KEYS.lastSeenAt, String(now));
}

export function readLastSeen(): Date | null {
  const value = Number(localStorage.getItem(STORAGE_KEYS.lastSeenAt));
  return value > 0 ? new Date(value) : null;
}

/**
 * Whether data from an earlier visit may be kept on this device (docs/offline.md): every read that came back is
 * noted, and kept data is forgotten with the note (`forgetOfflineData`). With no note, there is nothing to restore.
 */
export function mayHaveKeptData(): boolean {
  return readLastSeen() !== null;
}

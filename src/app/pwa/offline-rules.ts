/** How long what the app saw, and the writes still waiting, are kept on the device (docs/offline.md). */
export const OFFLINE_MAX_AGE_MS = 24 * 60 * 60_000;

/** 'Offline — showing what you last saw at 14:05' (the device's clock, 24-hour). */
export function lastSeenText(at: Date): string {
  const time = [at.getHours(), at.getMinutes()].map((part) => String(part).padStart(2, '0')).join(':');
  return `Offline — showing what you last saw at ${time}`;
}

/** '1 change waiting to sync', '3 changes waiting to sync'. */
export function waitingText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
}

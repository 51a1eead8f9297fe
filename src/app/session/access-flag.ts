import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

export const ACCESS_GRANTED = 'granted';
export const ACCESS_CHECK_DELAY_MS = 500;

/** The gate is open once the code was accepted in this browser, and always on the production host. */
export function isAccessGranted(
  hostname: string,
  productionHost: string | undefined,
  storage: Storage,
): boolean {
  return (
    storage.getItem(STORAGE_KEYS.access) === ACCESS_GRANTED ||
    (!!productionHost && hostname === productionHost)
  );
}

export function grantAccess(storage: Storage): void {
  storage.setItem(STORAGE_KEYS.access, ACCESS_GRANTED);
}

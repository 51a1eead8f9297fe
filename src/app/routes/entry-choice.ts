import { isAccessGranted } from '../session/access-flag.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

/** Where a visitor may get the landing page on its own (anything else is always the whole app). */
export const LANDING_PATHS: readonly string[] = ['/', '/landing'];

/**
 * Whether this page load is a visitor's landing page, which runs on its own: no router, no data fetching, so
 * a first visit downloads only what that page needs. Anyone with a stored session, anyone still behind the
 * beta gate, and every other path get the whole app.
 */
export function servesLandingAlone(
  location: { pathname: string; hostname: string },
  storage: Storage,
  productionHost: string | undefined,
): boolean {
  if (!LANDING_PATHS.includes(location.pathname)) return false;
  if (storage.getItem(STORAGE_KEYS.authToken) || storage.getItem(STORAGE_KEYS.refreshToken)) return false;
  return isAccessGranted(location.hostname, productionHost, storage);
}

import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/**
 * Account-and-billing §2.9: forget jwt, user and authToken, every local key that starts with the product
 * name or contains "auth", and all session storage. This includes the beta access flag.
 */
export function clearLocalData(local: Storage, session: Storage): void {
  const doomed = new Set<string>([STORAGE_KEYS.legacyJwt, STORAGE_KEYS.legacyUser, STORAGE_KEYS.authToken]);
  for (let index = 0; index < local.length; index++) {
    const key = local.key(index);
    if (key !== null && (key.startsWith(PRODUCT_NAME) || key.toLowerCase().includes('auth'))) doomed.add(key);
  }
  for (const key of doomed) local.removeItem(key);
  session.clear();
}

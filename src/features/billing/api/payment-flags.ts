import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/**
 * The update-mode flags of §4 "Update Card": Settings sets them before going to /setup-payment, and the
 * payment page reads them. The secret is only a placeholder; the page asks the server for a real one.
 */
const SECRET_PLACEHOLDER = 'update-pending';

export function enterUpdateMode(): void {
  localStorage.setItem(STORAGE_KEYS.paymentUpdateMode, 'true');
  localStorage.setItem(STORAGE_KEYS.paymentSetupSecret, SECRET_PLACEHOLDER);
}

export function updateModeRequested(): boolean {
  return localStorage.getItem(STORAGE_KEYS.paymentUpdateMode) === 'true';
}

export function leaveUpdateMode(): void {
  localStorage.removeItem(STORAGE_KEYS.paymentUpdateMode);
  localStorage.removeItem(STORAGE_KEYS.paymentSetupSecret);
}

/**
 * The update-mode flags of §4 "Update Card": Settings sets them before going to /setup-payment, and the
 * payment page reads them. The secret is only a placeholder; the page asks the server for a real one.
 */
export const PAYMENT_FLAG_KEYS = {
  updateMode: 'paymentUpdateMode',
  setupSecret: 'paymentSetupSecret',
} as const;

const SECRET_PLACEHOLDER = 'update-pending';

export function enterUpdateMode(): void {
  localStorage.setItem(PAYMENT_FLAG_KEYS.updateMode, 'true');
  localStorage.setItem(PAYMENT_FLAG_KEYS.setupSecret, SECRET_PLACEHOLDER);
}

export function updateModeRequested(): boolean {
  return localStorage.getItem(PAYMENT_FLAG_KEYS.updateMode) === 'true';
}

export function leaveUpdateMode(): void {
  localStorage.removeItem(PAYMENT_FLAG_KEYS.updateMode);
  localStorage.removeItem(PAYMENT_FLAG_KEYS.setupSecret);
}

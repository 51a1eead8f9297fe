export { ACCESS_CODE, APP_URL, DATABASE_URL, MAILBOX_URL } from '../../tests/support/stack-env.ts';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PASSWORD = 'journey-pass-1';

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${crypto.randomUUID().slice(0, 8)}@test.halfwise.app`;
}

export { ACCESS_CODE, APP_URL, DATABASE_URL, MAILBOX_URL } from '../../tests/support/stack-env.ts';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const PASSWORD = 'journey-pass-1';

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${crypto.randomUUID().slice(0, 8)}@test.halfwise.app`;
}

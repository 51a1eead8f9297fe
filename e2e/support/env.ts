/** Where the journeys look for the running stack (defaults: `npm start`'s ports). */
export const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:5173';
export const ACCESS_CODE = process.env.ACCESS_CODE ?? 'halfwise-beta';
export const MAILBOX_URL = process.env.MAILBOX_URL ?? 'http://127.0.0.1:54324';
export const DATABASE_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54322/postgres';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PASSWORD = 'journey-pass-1';

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${crypto.randomUUID().slice(0, 8)}@test.halfwise.app`;
}

import { inject } from 'vitest';

export { ACCESS_CODE, API_URL, DATABASE_URL, MAILBOX_URL } from '../../tests/support/stack-env.ts';
export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
/**
 * Where the journeys open the app: its production build, as people get it, served by `vite preview` beside the
 * stack for the whole run (global-setup.ts). API calls of the tests' own go to the stack's API_URL.
 */
export const APP_URL = inject('appUrl');
export const PASSWORD = 'journey-pass-1';

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${crypto.randomUUID().slice(0, 8)}@test.halfwise.app`;
}

/**
 * Where the API tests and browser journeys find the running stack. `npm test` sets these for the stack it
 * starts; the defaults are `npm start`'s ports.
 */
export const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:5173';
export const API_URL = process.env.API_URL ?? APP_URL;
/** The gateway serves the function as Supabase does, at /functions/v1/api/... (no dev-server middleware). */
export const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:54321';
export const MAILBOX_URL = process.env.MAILBOX_URL ?? 'http://127.0.0.1:54324';
export const DATABASE_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54322/postgres';
export const ACCESS_CODE = process.env.ACCESS_CODE ?? 'halfwise-beta';
/** The key the reminders function asks for: `npm start` prints it (the local one unless .env sets another). */
export const SERVICE_ROLE_KEY = process.env.SUPABASE_SERVICE_ROLE_KEY ?? 'local-service-role-key';

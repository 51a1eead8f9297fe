// Where the SPA's client of the api function is made: hono's `hc`, typed by the server's endpoint list
// (AppType, a type only: no server code reaches the bundle). `api` in api-client.ts is the signed-in one;
// `publicApi` sends no session, for what must not wait on one (renewing it, asking whether the server is up).
import { hc } from 'hono/client';
import type { AppType } from '../../supabase/functions/api/app.ts';

export const typedClient = (fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) =>
  hc<AppType>('', fetch ? { fetch } : {}).api;

export const publicApi = typedClient();

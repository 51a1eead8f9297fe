// Deno entry of the `api` Edge Function.
import { serveFunction } from '../_shared/serve-function.ts';
import { createApiApp } from './app.ts';

serveFunction(createApiApp);

// Deno entry of the `ops-jobs` Edge Function.
import { serveFunction } from '../_shared/serve-function.ts';
import { createOpsJobsApp } from './app.ts';

serveFunction(createOpsJobsApp);

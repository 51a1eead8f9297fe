// Deno entry of the `stripe-webhook` Edge Function.
import { serveFunction } from '../_shared/serve-function.ts';
import { createWebhookApp } from './app.ts';

serveFunction(createWebhookApp);

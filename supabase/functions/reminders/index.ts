// Deno entry of the `reminders` Edge Function.
import { serveFunction } from '../_shared/serve-function.ts';
import { createRemindersApp } from './app.ts';

serveFunction(createRemindersApp);

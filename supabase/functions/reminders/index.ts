// Deno entry of the `reminders` Edge Function. PORT only matters when run by hand (Deno's default is 8000).
import { readConfig } from '../_shared/config.ts';
import { installSafetyNet } from '../_shared/safety-net.ts';
import { createRemindersApp } from './app.ts';

installSafetyNet();
const app = createRemindersApp(readConfig((name) => Deno.env.get(name)));
const port = Deno.env.get('PORT');
if (port) Deno.serve({ port: Number(port), hostname: '127.0.0.1' }, app.fetch);
else Deno.serve(app.fetch);

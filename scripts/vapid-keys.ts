// `npm run vapid`: a new VAPID key pair for Web Push, as the two lines of .env that set it (see .env.example).
import { generateVapidKeys, vapidEnvLines } from '../supabase/local/vapid.ts';

process.stdout.write(vapidEnvLines(await generateVapidKeys()));
